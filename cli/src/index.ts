export { migrate } from './commands/migrate.ts';
export { seed } from './commands/seed.ts';
export { type Running, startServer } from './commands/serve.ts';
export { createUser, listUsers } from './commands/user.ts';
export { CliError, type Io, memoryIo, processIo } from './io.ts';
export { buildProgram, run } from './program.ts';
