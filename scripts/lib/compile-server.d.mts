// Types of compile-server.mjs (plain JavaScript: `npm start` runs it before anything is compiled).
export declare const root: string
export declare const compiledEntry: string
export declare function isCompiledEntryStale(): boolean
export declare function compileServerEntry(): Promise<string>
