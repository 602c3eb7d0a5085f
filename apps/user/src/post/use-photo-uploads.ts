import type { FormResult } from '@591/api-client';
import { useState } from 'react';

/** How many photos a listing, or one album of a project, holds. */
export const MAX_PHOTOS = 20;

export interface PhotoUpload {
  key: number;
  name: string;
  /** The share sent so far, 0 to 1. */
  sent: number;
}

export interface PhotoMessage {
  text: string;
  refused: boolean;
}

// Counted across the page, so two albums' uploads never share an element id.
let nextUploadKey = 0;

/**
 * Photos chosen for a draft, sent one at a time with each one's progress, as many as there is
 * room for; what was refused or left out is said at once, then the draft's list is reloaded.
 */
export function usePhotoUploads({
  count,
  tooMany,
  upload,
  refresh,
}: {
  /** How many photos the list holds now. */
  count: number;
  /** What to say when more files were chosen than there is room for. */
  tooMany: (leftOut: number) => string;
  upload: (file: File, onProgress: (sent: number) => void) => Promise<FormResult<unknown>>;
  refresh: () => Promise<void>;
}) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [message, setMessage] = useState<PhotoMessage>({ text: '', refused: false });
  const say = (text: string, refused = false) => setMessage({ text, refused });

  const addFiles = async (files: File[]) => {
    say('');
    const room = MAX_PHOTOS - count;
    if (files.length > room) say(tooMany(files.length - room), true);
    const refused: string[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const key = nextUploadKey++;
      setUploads((current) => [...current, { key, name: file.name, sent: 0 }]);
      const result = await upload(file, (sent) =>
        setUploads((current) =>
          current.map((item) => (item.key === key ? { ...item, sent } : item)),
        ),
      );
      setUploads((current) => current.filter((item) => item.key !== key));
      if (!result.ok) refused.push(`${file.name}：${result.message}`);
    }
    if (refused.length > 0) say(refused.join('；'), true);
    await refresh().catch(() => say('照片清單載入失敗，請重新整理頁面', true));
  };

  return { uploads, message, say, addFiles };
}
