# The server (a stand-in for the corpus).
