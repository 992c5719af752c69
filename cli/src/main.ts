import { run } from './program.ts';

// Exit explicitly: a plugin's timer or socket must not keep a finished command alive.
process.exit(await run(process.argv.slice(2)));
