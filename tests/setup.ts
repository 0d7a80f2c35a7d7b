// Shared test setup. Outside HTTP APIs are mocked per test file with msw (tests/mocks/);
// those servers are created with onUnhandledRequest: "error" so no test reaches the network.
export {};
