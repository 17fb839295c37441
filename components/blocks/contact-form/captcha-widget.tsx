import { useEffect, useState, type ComponentType, type Ref } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import type { ReCAPTCHAProps } from 'react-google-recaptcha';

type Widget = ComponentType<ReCAPTCHAProps & { ref?: Ref<ReCAPTCHA> }>;

// The widget's code, and through it Google's script, are fetched only when a visitor starts on the form.
const loadWidget = () => import('react-google-recaptcha').then((module) => module.default as unknown as Widget);

type Props = {
  siteKey: string;
  /** False until the visitor first focuses or types in the form. */
  active: boolean;
  /** The token, or '' when it expires or the check fails. */
  onToken: (token: string) => void;
  /** For resetting the check after a submit (a token is good for one request). */
  widgetRef: Ref<ReCAPTCHA>;
};

/** Google's reCAPTCHA check, loaded on first use. Its box keeps its size before then, so nothing moves. */
export function CaptchaWidget({ siteKey, active, onToken, widgetRef }: Props) {
  const [Loaded, setLoaded] = useState<Widget | null>(null);
  useEffect(() => {
    if (!active || Loaded) return;
    let current = true;
    loadWidget().then(
      (component) => current && setLoaded(() => component),
      // Without the widget the form says 'Please complete the recaptcha'; nothing else breaks.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [active, Loaded]);
  if (!Loaded) return null;
  return <Loaded ref={widgetRef} sitekey={siteKey} onChange={(token) => onToken(token ?? '')} onExpired={() => onToken('')} onErrored={() => onToken('')} />;
}
