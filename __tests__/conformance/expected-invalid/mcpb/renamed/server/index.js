// The bundle's entry point: its presence is all the corpus needs.
