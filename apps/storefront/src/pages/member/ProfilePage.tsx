import { useId } from 'react';
import type { UserInfo } from '@storefront/api-contract';
import { FORM_ERROR_PATH, formatValidationMessage, GENDERS, isValidationMessage, validateForm } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { selectUser } from '@storefront/store';
import { useAppSelector, useShopMutation, useShopQuery } from '@storefront/store/react';
import { Badge, Button, RadioGroup, type RadioGroupProps, Skeleton } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { LoadError } from '../../components/LoadError.js';
import { formStatusOf, SchemaForm, ShopField } from '../../components/SchemaForm.js';
import { AvatarEditor } from './AvatarEditor.js';
import { profileChanges, profileFormSchema, profileFormValues, type ProfileFormValues } from './profile-form.js';
import './ProfilePage.css';

/** Today as a date input's value in the shopper's own calendar: no birthday after it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The earliest birthday the API keeps (its contract's minimum). */
const EARLIEST_BIRTHDAY = '1900-01-01';

/** The profile's form: prefilled, judged by domain's schema, saving only what changed. */
function ProfileForm({ user, labelledBy }: { readonly user: UserInfo; readonly labelledBy: string }) {
  const { t } = useTranslation();
  const [updatePersonal] = useShopMutation('updatePersonal');
  const { notifier } = useApp();
  const translate = (key: string, values?: Record<string, unknown>) => t(key, values);

  return (
    <SchemaForm<ProfileFormValues>
      schema={profileFormSchema}
      initialValues={profileFormValues(user)}
      className="sf-profile__form"
      aria-labelledby={labelledBy}
      onSubmit={async (values, { setStatus, resetForm }) => {
        const checked = validateForm(profileFormSchema, values);
        if (!checked.valid) return;
        const changes = profileChanges(user, checked.value);
        // Nothing to save: domain's own rule and message (spec 5), and no call.
        if (Object.keys(changes).length === 0) {
          setStatus(t('validation.atLeastOneField'));
          return;
        }
        try {
          const saved = await updatePersonal(changes);
          resetForm({ values: profileFormValues(saved) });
          notifier.notify('success', t('profile.saved'));
        } catch (error) {
          setStatus(formStatusOf(error));
        }
      }}
    >
      {({ isSubmitting, errors, submitCount }) => {
        const formError: unknown = (errors as Record<string, unknown>)[FORM_ERROR_PATH];
        return (
          <>
            <ShopField name="account_name" label={t('label.accountName')} autoComplete="name" maxLength={50} />
            <div className="sf-profile__phone">
              <ShopField
                name="phone_code"
                label={t('label.phoneCode')}
                className="sf-profile__phone-code"
                autoComplete="tel-country-code"
                inputMode="tel"
                placeholder="+886"
                maxLength={5}
              />
              <ShopField
                name="phone_number"
                label={t('label.phoneNumber')}
                className="sf-profile__phone-number"
                autoComplete="tel-national"
                inputMode="numeric"
                maxLength={15}
              />
            </div>
            <ShopField<RadioGroupProps>
              name="gender"
              control={RadioGroup}
              label={t('label.gender')}
              orientation="horizontal"
              options={GENDERS.map((gender) => ({ value: gender, label: t(`profile.gender.${gender}`) }))}
            />
            <ShopField
              name="birthday_timestamp"
              label={t('label.birthday')}
              type="date"
              min={EARLIEST_BIRTHDAY}
              max={today()}
              autoComplete="bday"
            />
            {submitCount > 0 && isValidationMessage(formError) ? (
              <p className="sf-profile__problem" role="alert">
                {formatValidationMessage(formError, translate)}
              </p>
            ) : null}
            <Button type="submit" loading={isSubmitting} className="sf-profile__submit">
              {t('common.save')}
            </Button>
          </>
        );
      }}
    </SchemaForm>
  );
}

/**
 * /member/user-edit (spec 2): the member's picture, changed by an upload to storage, and the
 * profile's fields (name, phone, gender, birthday), of which only those changed are saved.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const profile = useShopQuery('getPersonal', undefined);
  // The store's copy follows every save (the header's avatar reads it too); the query's is there first.
  const user = useAppSelector(selectUser) ?? profile.data;

  let body;
  if (user === undefined) {
    body = profile.isError ? (
      <LoadError onRetry={() => profile.refetch()} />
    ) : (
      <div className="sf-profile__loading" aria-busy="true">
        <Skeleton variant="image" />
        <Skeleton lines={5} />
      </div>
    );
  } else {
    body = (
      <>
        <AvatarEditor user={user} />
        <p className="sf-profile__status">
          {t('profile.status')}
          <Badge variant={user.account_status === 'active' ? 'success' : 'neutral'}>
            {t(`profile.accountStatus.${user.account_status}`)}
          </Badge>
        </p>
        <ProfileForm key={user.user_id} user={user} labelledBy={headingId} />
      </>
    );
  }

  return (
    <section className="sf-profile" aria-labelledby={headingId}>
      <h1 id={headingId} className="sf-profile__heading">
        {t('profile.heading')}
      </h1>
      {body}
    </section>
  );
}
