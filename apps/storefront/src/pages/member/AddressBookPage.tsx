import { useEffect, useMemo, useRef, useState } from 'react';
import { type AddressBookEntry, ErrorCode } from '@storefront/api-contract';
import {
  ADDRESS_BOOK_MAX_ENTRIES,
  ADDRESS_LABEL_MAX_LENGTH,
  addressBookEntrySchema,
  addressBookEntrySchemaFor,
  SHIPPING_METHODS,
} from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import type { ShopApiError } from '@storefront/store';
import { useShopMutation, useShopQuery } from '@storefront/store/react';
import { Badge, Button, Checkbox, Dialog, EmptyState, RadioGroup, type RadioGroupProps, Skeleton } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { LoadError } from '../../components/LoadError.js';
import { formStatusOf, SchemaForm, ShopField } from '../../components/SchemaForm.js';
import { useCheckoutLists } from '../checkout/checkout-prefetch.js';
import { PickupStoreField } from '../checkout/PickupStoreField.js';
import { ShippingAddressFields, taiwanRegions } from '../checkout/ShippingAddressFields.js';
import { type AddressEntryValues, entryBody, entryValues, NEW_ENTRY } from './address-book-entry.js';
import { useEntryText } from './use-entry-text.js';
import './AddressBookPage.css';

/** Which entry the form edits: a new one, or a stored one by id; null while the form is closed. */
type Editing = { readonly entry: AddressBookEntry | null } | null;

/** The add or edit form: the checkout's fields and rules, a label and whether it is the default. */
function EntryForm({ entry, onDone }: { readonly entry: AddressBookEntry | null; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const { notifier } = useApp();
  const lists = useCheckoutLists();
  const [createAddress] = useShopMutation('createAddress');
  const [updateAddress] = useShopMutation('updateAddress');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once, when the form opens: the member hears where they are; later renders (lists arriving) leave the focus alone.
  useEffect(() => headingRef.current?.focus(), []);
  const headingId = entry === null ? 'address-new-heading' : `address-edit-heading-${entry.address_id}`;
  // The mobile is judged by its calling code's pattern once the list is in, as at checkout; until then the server judges it.
  const phones = lists.phones.data;
  const schema = useMemo(() => (phones === undefined ? addressBookEntrySchema : addressBookEntrySchemaFor(phones)), [phones]);
  return (
    <section className="sf-member__panel sf-address-book__form" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-member__subheading" tabIndex={-1} ref={headingRef}>
        {t(entry === null ? 'addressBook.addHeading' : 'addressBook.editHeading')}
      </h2>
      <SchemaForm<AddressEntryValues>
        schema={schema}
        initialValues={entry === null ? NEW_ENTRY : entryValues(entry)}
        aria-labelledby={headingId}
        onSubmit={async (values, { setStatus, setFieldError }) => {
          try {
            const body = entryBody(values);
            if (entry === null) await createAddress(body);
            else await updateAddress({ params: { address_id: entry.address_id }, body });
            notifier.notify('success', t('addressBook.saved'));
            onDone();
          } catch (error) {
            // The server's table judged the mobile otherwise than the list the form had: said under the field.
            if ((error as ShopApiError).code === ErrorCode.PHONE_NUMBER_INVALID) setFieldError('recipient_mobile', t('errors.40012'));
            setStatus(formStatusOf(error));
          }
        }}
      >
        {({ values, isSubmitting, setFieldValue }) => (
          <div className="sf-address-book__fields">
            <ShopField name="label" label={t('label.addressLabel')} maxLength={ADDRESS_LABEL_MAX_LENGTH} autoComplete="off" />
            <ShopField<RadioGroupProps>
              name="shipping_method"
              control={RadioGroup}
              label={t('addressBook.kind')}
              required
              options={SHIPPING_METHODS.map((method) => ({
                value: method,
                label: t(`checkout.shippingMethod.${method}`),
                disabled: method === 'cvs_pickup' && values.country_code !== 'TW',
              }))}
            />
            <ShippingAddressFields
              lists={{ countries: lists.countries.data, phones: lists.phones.data, taiwan: lists.taiwan.data }}
              homeDelivery={values.shipping_method !== 'cvs_pickup'}
              withEmail={false}
            />
            {values.shipping_method === 'cvs_pickup' ? <PickupStoreField cities={taiwanRegions(lists.taiwan.data)} /> : null}
            <Checkbox
              name="is_default"
              label={t('addressBook.makeDefault')}
              checked={values.is_default}
              disabled={entry?.is_default === true}
              onChange={(event) => void setFieldValue('is_default', event.target.checked)}
            />
            <div className="sf-address-book__actions">
              <Button type="submit" loading={isSubmitting}>
                {t('addressBook.save')}
              </Button>
              <Button variant="secondary" onClick={onDone}>
                {t('addressBook.cancel')}
              </Button>
            </div>
          </div>
        )}
      </SchemaForm>
    </section>
  );
}

const ADD_BUTTON_ID = 'address-add';
const editButtonId = (addressId: string) => `address-edit-${addressId}`;

/** One entry: its name, recipient, where it goes, the default mark, and what can be done with it. */
function EntryCard({
  entry,
  onEdit,
  onDelete,
}: {
  readonly entry: AddressBookEntry;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { notifier } = useApp();
  const text = useEntryText();
  const [setDefaultAddress, { busy }] = useShopMutation('setDefaultAddress');
  const name = text.name(entry);
  const headingId = `address-${entry.address_id}`;
  return (
    <article className="sf-address-book__entry" aria-labelledby={headingId}>
      <h3 id={headingId} className="sf-address-book__name">
        {name}
        {entry.is_default ? (
          <>
            {' '}
            <Badge variant="info">{t('addressBook.default')}</Badge>
          </>
        ) : null}
      </h3>
      <p>{text.recipient(entry)}</p>
      <p>{text.destination(entry)}</p>
      <div className="sf-address-book__actions">
        <Button
          id={editButtonId(entry.address_id)}
          variant="secondary"
          size="sm"
          aria-label={t('addressBook.editEntry', { name })}
          onClick={onEdit}
        >
          {t('addressBook.edit')}
        </Button>
        {entry.is_default ? null : (
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            aria-label={t('addressBook.setDefaultEntry', { name })}
            onClick={() =>
              void setDefaultAddress({ params: { address_id: entry.address_id } })
                .then(() => notifier.notify('success', t('addressBook.defaultChanged')))
                // A refusal is already toasted by the client's policy.
                .catch(() => undefined)
            }
          >
            {t('addressBook.setDefault')}
          </Button>
        )}
        <Button variant="danger" size="sm" aria-label={t('addressBook.deleteEntry', { name })} onClick={onDelete}>
          {t('addressBook.delete')}
        </Button>
      </div>
    </article>
  );
}

/** Asks before an entry is deleted; deleting the default makes the oldest remaining one the default (the API's rule). */
function DeleteDialog({ entry, onClose }: { readonly entry: AddressBookEntry | null; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const { notifier } = useApp();
  const text = useEntryText();
  const [deleteAddress, { busy }] = useShopMutation('deleteAddress');
  return (
    <Dialog
      open={entry !== null}
      title={t('addressBook.deleteTitle')}
      description={entry === null ? null : t('addressBook.deleteConfirm', { name: text.name(entry) })}
      onClose={onClose}
      labels={{ close: t('common.close') }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('addressBook.keep')}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() => {
              if (entry === null) return;
              void deleteAddress({ params: { address_id: entry.address_id } })
                .then(() => notifier.notify('success', t('addressBook.deleted')))
                .catch(() => undefined)
                .finally(onClose);
            }}
          >
            {t('addressBook.delete')}
          </Button>
        </>
      }
    />
  );
}

/**
 * /member/address-book: the member's addresses kept by the API (issue 34), the default first and
 * marked; add or edit one with the checkout's own fields and rules, choose the default, delete one
 * after a confirmation. The checkout starts with the default and offers the others.
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const addresses = useShopQuery('listAddresses', undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AddressBookEntry | null>(null);
  const data = addresses.data;
  // When the form closes, the focus goes back to the button that opened it (the add button, or the entry's edit button).
  const opener = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null || opener.current === null) return;
    document.getElementById(opener.current)?.focus();
    opener.current = null;
  }, [editing]);
  const openForm = (entry: AddressBookEntry | null) => {
    opener.current = entry === null ? ADD_BUTTON_ID : editButtonId(entry.address_id);
    setEditing({ entry });
  };

  let list;
  if (data === undefined) {
    list = addresses.isError ? (
      <LoadError onRetry={() => void addresses.refetch()} />
    ) : (
      <div className="sf-member__loading" aria-busy="true">
        <Skeleton lines={3} />
        <Skeleton lines={3} />
      </div>
    );
  } else if (data.length === 0) {
    list = editing === null ? <EmptyState title={t('addressBook.empty')} text={t('addressBook.emptyHint')} headingLevel={2} /> : null;
  } else {
    list = (
      <>
        <p className="sf-member__hint">{t('addressBook.count', { count: data.length, max: ADDRESS_BOOK_MAX_ENTRIES })}</p>
        <ul className="sf-address-book__list">
          {data.map((entry) => (
            <li key={entry.address_id}>
              <EntryCard entry={entry} onEdit={() => openForm(entry)} onDelete={() => setDeleting(entry)} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="sf-address-book">
      <div className="sf-address-book__top">
        <h1 className="sf-member__heading">{t('addressBook.heading')}</h1>
        {editing === null && data !== undefined ? (
          <Button id={ADD_BUTTON_ID} onClick={() => openForm(null)}>
            {t('addressBook.add')}
          </Button>
        ) : null}
      </div>
      {editing === null ? null : (
        <EntryForm key={editing.entry?.address_id ?? 'new'} entry={editing.entry} onDone={() => setEditing(null)} />
      )}
      {list}
      <DeleteDialog entry={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
