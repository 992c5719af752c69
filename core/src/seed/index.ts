export {
  DEMO_ORG_NAME,
  DEMO_OWNER_EMAIL,
  type DemoSeedResult,
  type DemoSeedStep,
  PLATFORM_ORG_NAME,
  PLATFORM_OWNER_EMAIL,
  type PlatformSeedResult,
  seedDemo,
} from './demo.ts';
export { generatePassword } from './password.ts';
