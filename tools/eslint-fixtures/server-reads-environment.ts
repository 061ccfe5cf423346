// Linted as a file of a server module: settings come from config.ts, which reads them once.
export const port = process.env.PORT
