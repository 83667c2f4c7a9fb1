// The mini-frontends import their stylesheet for its side effect; Vite writes it beside the entry (the manifest's css).
declare module '*.css' {}
