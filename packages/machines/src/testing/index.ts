// Model-based testing of machines: the model of a machine (its real graph, one path per
// transition), the execution of each path on a real actor with fake actors and a test clock, and
// the coverage line every machine test prints.
export * from './event-key.ts';
export * from './execute-path.ts';
export * from './fake-actors.ts';
export * from './flush.ts';
export * from './machine-model.ts';
export * from './model-coverage.ts';
export * from './same-value.ts';
export * from './test-clock.ts';
export * from './transition-paths.ts';
