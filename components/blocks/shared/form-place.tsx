// Which form a post without the script names: its page's address and its component key, in hidden inputs that
// the server's rendering of a form carries (a server action reads them; field names never take these).

const PLACE_INPUTS = { slug: 'form-page', componentKey: 'form-key' } as const;

export function FormPlaceInputs({ slug, componentKey }: { slug: string; componentKey: string }) {
  return (
    <>
      <input type="hidden" name={PLACE_INPUTS.slug} value={slug} />
      <input type="hidden" name={PLACE_INPUTS.componentKey} value={componentKey} />
    </>
  );
}

/** The place a post names, as the browser sent it: only ever looked up, as `forms/submit` does with its own. */
export const postedPlace = (data: FormData) => ({
  slug: String(data.get(PLACE_INPUTS.slug) ?? ''),
  componentKey: String(data.get(PLACE_INPUTS.componentKey) ?? ''),
});
