// Components import their stylesheet for its side effect; Vite and tsup bundle the CSS.
declare module '*.css' {}
