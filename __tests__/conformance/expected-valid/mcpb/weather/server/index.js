// The weather server (a stand-in for the corpus: mcpdesc only checks that the entry point is here).
