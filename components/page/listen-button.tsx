'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SpeakerIcon } from '@/components/ui/icons';
import { subscribeNever } from '@/components/ui/use-hydrated';
import { readableText, speechChunks } from './read-aloud';

export const readPageEvent = 'read-page';
const language = 'en-AU';

const hasSpeech = () => typeof window.speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined';

/** Reads the main content aloud with the browser's speech synthesis; a second click stops it. */
export function ListenButton() {
  // The server cannot know whether the browser speaks, so the button appears after hydration.
  const supported = useSyncExternalStore(subscribeNever, hasSpeech, () => false);
  const [speaking, setSpeaking] = useState(false);
  // Each reading gets a number, so late events from a cancelled reading cannot reset a new one.
  const reading = useRef(0);

  useEffect(
    () => () => {
      if (reading.current > 0 && hasSpeech()) window.speechSynthesis.cancel();
    },
    [],
  );

  if (!supported) return null;

  const stop = () => {
    reading.current += 1;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  };

  const start = () => {
    const main = document.getElementById('main-content');
    const chunks = main ? speechChunks(readableText(main)) : [];
    if (!chunks.length) return;
    const synth = window.speechSynthesis;
    // Clear what another tab or an earlier reading left queued, without a needless cancel.
    if (synth.speaking || synth.pending) synth.cancel();
    const id = ++reading.current;
    const finish = () => {
      if (reading.current === id) setSpeaking(false);
    };
    const voice = synth.getVoices().find((v) => v.lang.replace('_', '-') === language);
    chunks.forEach((chunk, index) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = language;
      if (voice) utterance.voice = voice;
      utterance.onerror = finish;
      if (index === chunks.length - 1) utterance.onend = finish;
      synth.speak(utterance);
    });
    setSpeaking(true);
    window.dispatchEvent(new CustomEvent(readPageEvent, { detail: { language } }));
  };

  return (
    <button
      type="button"
      className="cs-button cs-button--outline cs-listen-button"
      aria-pressed={speaking}
      onClick={speaking ? stop : start}
      data-read-aloud="skip"
    >
      <SpeakerIcon />
      {speaking ? 'Stop listening' : 'Listen'}
    </button>
  );
}
