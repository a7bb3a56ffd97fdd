// The tide server (a stand-in: only its presence matters to the entry-point check).
