export { DEMO_ORG_NAME, DEMO_OWNER_EMAIL, type DemoSeedResult, type DemoSeedStep, seedDemo } from './demo.ts';
export { generatePassword } from './password.ts';
