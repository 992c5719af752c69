// oidc-provider (the tests' identity provider) ships no type declarations.
declare module 'oidc-provider';
