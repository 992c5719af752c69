export { migrate } from './commands/migrate.ts';
export { seed } from './commands/seed.ts';
export { type Running, startServer } from './commands/serve.ts';
export { createUser } from './commands/user-create.ts';
export { listUsers } from './commands/user-list.ts';
export { setPassword } from './commands/user-password.ts';
export { CliError, type Io, memoryIo, processIo } from './io.ts';
export { buildProgram, run } from './program.ts';
