import type { Header, Page } from '@/lib/content/schemas';
import { backgroundClass } from '@/components/ui/colours';
import { cx } from '@/components/ui/class-names';
import { HeaderImage, HeaderText } from './header-parts';

type HeaderProps = { header: Header; editing?: boolean };
type PageHeaderProps = HeaderProps & { headerType: Page['headerType'] };

/** Calm default behind the header text when the editor has not chosen a colour. */
const defaultPanelColour = 'blue-200';

export function PageHeader({ headerType, header, editing = false }: PageHeaderProps) {
  return headerType === 'HalfWidthImageCustomHeader' ? (
    <HalfWidthImageHeader header={header} editing={editing} />
  ) : (
    <FullWidthImageHeader header={header} editing={editing} />
  );
}

/** The image fills the width; the text sits on a solid panel over its lower edge (below it on phones). */
export function FullWidthImageHeader({ header, editing = false }: HeaderProps) {
  const hasImage = Boolean(header.image?.desktop?.src || header.image?.desktop?.imageId);
  return (
    <header className={cx('cs-page-header', 'cs-page-header--full', hasImage && 'cs-page-header--with-image')}>
      <HeaderImage image={header.image} className="cs-page-header__image" headerType="FullWidthImageCustomHeader" editing={editing} />
      <div className="cs-container">
        <div className={cx('cs-page-header__panel', backgroundClass(header.backgroundColour ?? defaultPanelColour))}>
          <HeaderText header={header} editing={editing} />
        </div>
      </div>
    </header>
  );
}

/** Text and image side by side from 768px; stacked, text first, on phones. */
export function HalfWidthImageHeader({ header, editing = false }: HeaderProps) {
  const hasImage = Boolean(header.image?.desktop?.src || header.image?.desktop?.imageId);
  return (
    <header
      className={cx(
        'cs-page-header',
        'cs-page-header--half',
        hasImage && 'cs-page-header--with-image',
        backgroundClass(header.backgroundColour ?? defaultPanelColour),
      )}
    >
      <div className="cs-page-header__half-text">
        <HeaderText header={header} editing={editing} />
      </div>
      <HeaderImage image={header.image} className="cs-page-header__image" headerType="HalfWidthImageCustomHeader" editing={editing} />
    </header>
  );
}
