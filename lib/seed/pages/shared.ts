// What every page file needs, in one import.
export * from '../blocks';
export * from '../content-blocks';
export * from '../hub-blocks';
export { tag } from '../tag-categories';
export { headerImage, demoPicture } from '../demo-images';
export { helpNow, demoNotice, CRISIS_LINE, crisisLineNumber, emergencyNumber, crisisLineToken, emergencyToken, OFFICE_ADDRESS, OFFICE_EMAIL, OFFICE_PHONE, ORG_NAME } from '../organisation';
