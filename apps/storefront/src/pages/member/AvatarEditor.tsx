import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createStorageUploader, StorageError, type StorageUploader } from '@storefront/api-client';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type UserInfo } from '@storefront/api-contract';
import { useTranslation } from '@storefront/i18n/react';
import { selectToken } from '@storefront/store';
import { useAppStore, useShopMutation } from '@storefront/store/react';
import { AvatarPicture, Button } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { shopConfig } from '../../app/shop-config.js';
import { formStatusOf } from '../../components/SchemaForm.js';
import { avatarFileProblem, avatarObjectName, uploadPercent } from './profile-form.js';

/** The size limit as the texts state it, in whole megabytes. */
const MAX_MEGABYTES = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

/** The uploader of the signed-in member: the storage service at shopConfig.storageUrl, with the store's current token. */
function useUploader(): StorageUploader {
  const store = useAppStore();
  return useMemo(() => createStorageUploader({ baseUrl: shopConfig.storageUrl, getToken: () => selectToken(store.getState()) }), [store]);
}

/**
 * The profile's picture and a way to change it: the file is checked (type, size) before it is sent,
 * uploaded to the member's own storage with progress and a cancel button, then saved as the
 * profile's avatar_picture, which the header's avatar shows too.
 */
export function AvatarEditor({ user }: { readonly user: UserInfo }) {
  const { t } = useTranslation();
  const [updatePersonal] = useShopMutation('updatePersonal');
  const { notifier } = useApp();
  const uploader = useUploader();
  const inputId = useId();
  const ruleId = useId();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Leaving the page cancels an upload still running.
  useEffect(() => () => upload.current?.abort(), []);

  const uploading = percent !== null;

  const send = async (file: File) => {
    const controller = new AbortController();
    upload.current = controller;
    setPercent(0);
    try {
      const stored = await uploader.upload(file, {
        name: avatarObjectName(user.user_id),
        // One of UPLOAD_IMAGE_TYPES: avatarFileProblem let it through.
        contentType: file.type as (typeof UPLOAD_IMAGE_TYPES)[number],
        signal: controller.signal,
        onProgress: (sent, total) => setPercent(uploadPercent(sent, total)),
      });
      await updatePersonal({ avatar_picture: stored.mediaLink });
      notifier.notify('success', t('profile.uploaded'));
    } catch (error) {
      // Storage failures are worded by their code; the profile call's are toasted by the client's policy, but for a parameter error.
      setProblem(error instanceof StorageError ? t(`storageErrors.${error.code}`) : (formStatusOf(error) ?? null));
    } finally {
      if (upload.current === controller) upload.current = null;
      setPercent(null);
      // The disabled input and the cancel button lost the focus: give it back to the control that started it.
      if (document.activeElement === document.body || document.activeElement === null) input.current?.focus();
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a failure is a change too.
    event.target.value = '';
    if (!file) return;
    const refusal = avatarFileProblem(file);
    if (refusal !== null) {
      setProblem(refusal === 'type' ? t('profile.avatarType') : t('profile.avatarTooLarge', { size: MAX_MEGABYTES }));
      return;
    }
    setProblem(null);
    void send(file);
  };

  const hasPicture = user.avatar_picture !== '';
  return (
    <section className="sf-profile__avatar" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-profile__subheading">
        {t('profile.avatar')}
      </h2>
      <div className="sf-profile__avatar-body">
        <AvatarPicture src={user.avatar_picture} size={96} alt={hasPicture ? t('profile.avatar') : t('profile.defaultAvatar')} />
        <div className="sf-profile__avatar-controls">
          <input
            ref={input}
            id={inputId}
            className="sf-profile__file"
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            aria-describedby={ruleId}
            disabled={uploading}
            onChange={choose}
          />
          <label htmlFor={inputId} className="sf-button sf-button--secondary sf-button--md sf-profile__file-label">
            {t('profile.changeAvatar')}
          </label>
          <p id={ruleId} className="sf-profile__hint">
            {t('profile.avatarRule', { size: MAX_MEGABYTES })}
          </p>
          {uploading ? (
            <div className="sf-profile__upload">
              <progress className="sf-profile__progress" max={100} value={percent} aria-label={t('profile.uploading', { percent })} />
              <span className="sf-profile__upload-text" aria-hidden="true">
                {t('profile.uploading', { percent })}
              </span>
              <Button variant="ghost" size="sm" onClick={() => upload.current?.abort()}>
                {t('profile.cancelUpload')}
              </Button>
            </div>
          ) : null}
          <p className="sf-profile__problem" role="alert">
            {problem}
          </p>
        </div>
      </div>
    </section>
  );
}
