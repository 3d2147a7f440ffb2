int empty(void) { return 0; }
