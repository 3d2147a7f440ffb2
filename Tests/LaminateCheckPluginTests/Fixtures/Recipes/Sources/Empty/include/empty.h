int empty(void);
