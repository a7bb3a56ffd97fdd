// The bundle's server (see the registry example for how it is published).
