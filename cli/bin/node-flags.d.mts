/** The Node.js flags the hub runs with (node-flags.mjs says why). */
export declare const NODE_FLAGS: string[];
