import { SiteLink } from '@/components/ui/site-link';
import { linkHref } from '@/components/ui/link-href';
import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import { documentsOf, factsText, fileIdOf } from './document-facts';
import type { DownloadsListData } from './schema';
import styles from './downloads-list.styles';

/**
 * Documents to download, each named by a link that also says what it is and how large ('Annual report (PDF,
 * 1.2 MB)'), so nobody on a slow connection or a small data plan is surprised. The kind and size come from the
 * library with the visitor's page; visitors never see an item without somewhere to go.
 */
export function DownloadsListBlock({ data, path, editing, preload }: BlockProps<DownloadsListData>) {
  const documents = documentsOf(preload);
  // A visitor sees only documents with somewhere to go and a name to say.
  const items = data.items.map((item, index) => ({ item, index })).filter(({ item }) => editing || (linkHref(item.document) && item.document.text.trim()));
  if (!editing && items.length === 0) return null;
  return (
    <section className={`cs-downloads ${styles.block}`}>
      {showsText(data.heading, editing) ? (
        <h2 className={styles.heading} {...editAttributes(`${path}.heading`, 'text')}>
          {textOrPlaceholder(data.heading, editing)}
        </h2>
      ) : null}
      <ul className={styles.list} {...editAttributes(`${path}.items`, 'list')}>
        {items.map(({ item, index }) => {
          const at = `${path}.items.${index}`;
          const fileId = fileIdOf(item.document.href);
          const facts = fileId ? documents[fileId] : undefined;
          return (
            <li key={index} className={styles.item}>
              <SiteLink link={item.document} className={styles.link} editPath={`${at}.document`} editing={editing}>
                {textOrPlaceholder(item.document.text.trim(), editing)}
                {facts ? <> <span className={styles.facts}>({factsText(facts)})</span></> : null}
              </SiteLink>
              {showsText(item.description, editing) ? (
                <p className={styles.description} {...editAttributes(`${at}.description`, 'text')}>
                  {textOrPlaceholder(item.description, editing)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
