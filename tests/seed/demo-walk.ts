// Walks seeded content however deeply blocks nest (columns, panels, accordion items), so checks reach every component.
import type { Component, Page } from '@/lib/content/schemas';

export type Found<T> = { value: T; where: string };

const isComponent = (value: unknown): value is Component =>
  Boolean(value && typeof value === 'object' && typeof (value as Component).componentType === 'string');

function visit(value: unknown, where: string, onObject: (object: Record<string, unknown>, where: string) => void): void {
  if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${where}.${i}`, onObject));
  else if (value && typeof value === 'object') {
    onObject(value as Record<string, unknown>, where);
    for (const [key, inner] of Object.entries(value)) visit(inner, `${where}.${key}`, onObject);
  }
}

/** Every component of the page, nested ones included, with its path in the page document. */
export function componentsOf(page: Page): Found<Component>[] {
  const found: Found<Component>[] = [];
  visit(page.contents, `${page.slug || 'home'}:contents`, (object, where) => {
    if (isComponent(object)) found.push({ value: object, where });
  });
  return found;
}

/** Every list of components (a page's contents, a column, a panel's or an item's contents). */
export function componentListsOf(page: Page): Found<Component[]>[] {
  const lists: Found<Component[]>[] = [{ value: page.contents, where: `${page.slug || 'home'}:contents` }];
  for (const { value: component, where } of componentsOf(page)) {
    for (const [key, inner] of Object.entries(component)) {
      if (Array.isArray(inner) && inner.length > 0 && inner.every(isComponent)) lists.push({ value: inner, where: `${where}.${key}` });
    }
    if (component.componentType === 'ListAccordion') {
      (component.items as { contents: Component[] }[]).forEach((item, i) => lists.push({ value: item.contents, where: `${where}.items.${i}.contents` }));
    }
  }
  return lists;
}

/** Everything shaped like a link (links, buttons, captions, header quick links) anywhere in the page. */
export function linksOf(page: Page): Found<{ type: string; href: string; text: string }>[] {
  const found: Found<{ type: string; href: string; text: string }>[] = [];
  visit({ header: page.header, contents: page.contents }, page.slug || 'home', (object, where) => {
    if (typeof object.href === 'string' && typeof object.type === 'string') {
      found.push({ value: object as { type: string; href: string; text: string }, where });
    }
  });
  return found;
}

/** Every image field (`{ desktop?, mobile?, alt }`) in the page's contents. */
export function imagesOf(page: Page): Found<{ desktop?: { imageId?: string; src?: string; alt: string }; alt: string }>[] {
  const found: Found<{ desktop?: { imageId?: string; src?: string; alt: string }; alt: string }>[] = [];
  visit(page.contents, page.slug || 'home', (object, where) => {
    if (object.desktop && typeof object.desktop === 'object') found.push({ value: object as never, where });
  });
  return found;
}
