// Imported first by benchmarks: React picks its build when it is first loaded, and the site is built with
// the production one (as `cli.ts build` does), which renders three to five times faster.
process.env.NODE_ENV ??= 'production';
