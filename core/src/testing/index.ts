// In-memory implementations of every port and Object Mothers: run any use case with no infrastructure.
export {};
