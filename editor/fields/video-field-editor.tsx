'use client';

import type { VideoField } from '@/components/blocks/shared/descriptor';
import { isValidVideoId, videoIdHints, type VideoType } from '@/components/layout/video-overlay-url';
import { ChoiceGroup } from '@/editor/ui/choice-group';
import { FieldShell } from '@/editor/ui/field-shell';
import controls from '@/editor/ui/controls.styles';
import { asRecord, asString } from './field-values';
import { parseVideoAddress } from './video-address';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

const hosts = [
  { value: 'Youtube', label: 'YouTube' },
  { value: 'Vimeo', label: 'Vimeo' },
] as const;

// Mirrors the Media schema: isVimeo decides when stored, then type, and Vimeo when neither is there.
function storedType(video: Record<string, unknown>): VideoType {
  if (typeof video.isVimeo === 'boolean') return video.isVimeo ? 'Vimeo' : 'Youtube';
  return video.type === 'Youtube' ? 'Youtube' : 'Vimeo';
}

const videoValue = (type: VideoType, videoId: string) => ({ type, videoId, isVimeo: type === 'Vimeo' });

/** Which site hosts the video and its id; a pasted address is reduced to the id (and picks the site). */
export function VideoFieldEditor({ id, field, value, onChange }: FieldEditorProps<VideoField>) {
  const video = asRecord(value);
  const type = storedType(video);
  const videoId = asString(video.videoId);
  const invalid = videoId.trim() !== '' && !isValidVideoId(type, videoId.trim());
  const hintId = `${id}-hint`;
  const typeId = (text: string) => {
    const found = parseVideoAddress(text);
    onChange(found ? videoValue(found.type, found.videoId) : videoValue(type, text));
  };
  return (
    <fieldset className={controls.group}>
      <legend className={controls.legend}>{field.label}</legend>
      <ChoiceGroup<VideoType> id={`${id}-site`} legend="Video site" layout="row" choices={hosts} value={type} onChange={(next) => onChange(videoValue(next, videoId))} />
      <FieldShell id={id} label="Video id or address">
        <input
          id={id}
          type="text"
          className={styles.input}
          value={videoId}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => typeId(event.target.value)}
        />
        <p id={hintId} className={invalid ? styles.error : styles.note}>
          {videoIdHints[type]}. You can also paste the video&apos;s address.
        </p>
      </FieldShell>
      {field.help && <p className={controls.help}>{field.help}</p>}
    </fieldset>
  );
}
