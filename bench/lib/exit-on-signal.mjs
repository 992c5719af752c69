// Loaded with --import when BENCH_CPU_PROF is set: a signal ends the process normally, so Node
// writes the --cpu-prof profile on the way out.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
