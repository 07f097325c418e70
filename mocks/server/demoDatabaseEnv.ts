/** The variable the app's test files find the run's demo database by (see demoDatabase.ts). */
export const DEMO_DATABASE_ENV = 'LOADLINE_TEST_DEMO_DATABASE';
