// The bundle's server.
