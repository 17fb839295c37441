// The definition stays beside LinkSchema, which navigation and footer defaults use too; blocks take it from here.
export { emptyLink } from '@/lib/content/schemas';
