'use client';

import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { headerTypes, type Page } from '@/lib/content/schemas';
import { normalizeSlug } from '@/lib/content/pages/slug';
import { ApiError, callApi } from '@/lib/api/client';
import { describedBy } from '../ui/field-shell';
import { ModalDialog } from '../ui/modal-dialog';
import { headerTypeChoices } from './page-panel-text';
import { SlugStatus, WEB_ADDRESS_LABEL, WebAddressRow, slugAddressId, slugStatusId } from './slug-status';
import { useSlugCheck } from './use-slug-check';
import { zodResolver } from './zod-resolver';
import styles from '../ui/panel.styles';
import { FieldShell } from '@/editor/ui/field-shell';
import { Options } from '../ui/options';
import { ErrorAlert } from '../ui/error-alert';

export type NewPagePanelProps = {
  domainId: string;
  onClose: () => void;
  /** The working copy the server created: the editor opens it. */
  onCreated: (page: Page) => void;
};

const NewPageSchema = z.object({
  pageType: z.literal('page', { error: 'Choose a page type' }),
  template: z.literal('generic', { error: 'Choose a template' }),
  title: z.string().trim().min(1, 'Enter a title for the page').max(300, 'The title cannot be longer than 300 characters'),
  slug: z
    .string()
    .max(300, 'The address cannot be longer than 300 characters')
    .refine((slug) => normalizeSlug(slug) !== '', 'Enter an address for the page'),
  headerType: z.enum(headerTypes, { error: 'Choose a header type' }),
});
type Values = z.infer<typeof NewPageSchema>;

/** An address suggested by a title: words joined by hyphens, punctuation left out, then normalised as the server does. */
export function slugFromTitle(title: string): string {
  return normalizeSlug(
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  );
}

/** A field's error message, announced when it appears. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

/**
 * 'Create new page' (SPEC.md §2): a title, a web address and a header type; the page type (Generic) and its
 * template (generic) are the only ones there are, so they are not asked. The address
 * follows the title until the editor types one, and is checked as it changes; a taken address cannot be submitted.
 * The new working copy is saved (version 0 creates it) and handed to the editor, which opens it.
 */
export function NewPagePanel({ domainId, onClose, onCreated }: NewPagePanelProps) {
  const id = useId();
  const ids = { title: `${id}-title`, slug: `${id}-slug`, headerType: `${id}-header` };
  const slugTyped = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setValue, watch, setError, formState } = useForm<Values>({
    resolver: zodResolver(NewPageSchema),
    defaultValues: { pageType: 'page', template: 'generic', title: '', slug: '', headerType: 'FullWidthImageCustomHeader' },
  });
  const { errors, isSubmitting } = formState;
  const slug = watch('slug');
  const check = useSlugCheck({ raw: slug, domainId, enabled: normalizeSlug(slug) !== '' });
  const taken = check.status === 'taken';

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    if (taken) return;
    const page = {
      _id: crypto.randomUUID(),
      domainId,
      pageType: values.pageType,
      template: values.template,
      slug: normalizeSlug(values.slug),
      headerType: values.headerType,
      header: { title: values.title.trim(), description: '', quickLinks: [] },
      contents: [],
      tags: [],
      version: 0,
    };
    try {
      const created = await callApi<Page>('page/save', { body: { page, collection: 'pages' } });
      onCreated(created);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.slug) setError('slug', { message: error.fields.slug });
      setServerError(error instanceof Error && error.message ? error.message : 'The page could not be created.');
    }
  });

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTyped.current) setValue('slug', slugFromTitle(event.target.value));
    },
  });
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) => {
      // Emptying the address hands it back to the title.
      slugTyped.current = event.target.value !== '';
    },
  });

  return (
    <ModalDialog title="New Page" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <FieldShell id={ids.title} label="Title">
          <input
            id={ids.title}
            className={styles.input}
            autoComplete="off"
            maxLength={300}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? `${ids.title}-error` : undefined}
            {...titleField}
          />
          <FieldError id={`${ids.title}-error`} message={errors.title?.message} />
        </FieldShell>
        <FieldShell id={ids.slug} label={WEB_ADDRESS_LABEL}>
          <WebAddressRow>
            <input
              id={ids.slug}
              className={styles.input}
              autoComplete="off"
              spellCheck={false}
              maxLength={300}
              aria-invalid={Boolean(errors.slug) || taken}
              aria-describedby={describedBy(slugAddressId(ids.slug), slugStatusId(ids.slug), errors.slug && `${ids.slug}-error`)}
              {...slugField}
            />
          </WebAddressRow>
          <SlugStatus id={ids.slug} check={check} />
          <FieldError id={`${ids.slug}-error`} message={errors.slug?.message} />
        </FieldShell>
        <FieldShell id={ids.headerType} label="Header Type">
          <select id={ids.headerType} className={styles.select} {...register('headerType')}>
            <Options choices={headerTypeChoices} />
          </select>
        </FieldShell>
        <ErrorAlert message={serverError} className={styles.error} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={isSubmitting || taken}>
            Create page
          </button>
          <button type="button" className={styles.button} onClick={onClose} disabled={isSubmitting}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
