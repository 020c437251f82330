/**
 * Imported first by the in-process benches (render-cost.ts): React picks its development or
 * production build from `process.env.NODE_ENV` when it is first loaded, and the gateway's config
 * option of the same name does not set the variable. Without this, a run without NODE_ENV=production
 * on the command line measured React's development build (its checks and warnings: ~15-20% more
 * CPU a page than what `npm start` and the HTTP benches serve).
 */
process.env.NODE_ENV = 'production';
