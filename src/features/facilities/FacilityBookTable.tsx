import { useState } from 'react';
import { Button, Flex, Modal, Popconfirm, Table, Typography } from 'antd';
import { SCHEDULING_PREFERENCE_LABELS } from '@domain/constants';
import type { BookFacility } from '@domain/facilityBook';
import { facilityDetails } from '@domain/facilityBook';
import type { FacilityFields } from '@domain/types';
import { useChangeFacilityMutation, useDeleteFacilityMutation } from '../../api/facilityBookApi';
import { normalizeError } from '../../api/errors';
import { cityLabel } from '../../components/CityPicker';
import { NO_WRAP, WHOLE_WORDS_SCROLL, wholeHeader } from '../../components/wholeWords';
import { formatDateTime } from '../../lib/format';
import { useAppDispatch } from '../../state/hooks';
import { showError, showSuccess } from '../../state/toastSlice';
import { FacilityForm } from '../shipments/FacilityForm';
import { formatPhone } from '@domain/phoneNumbers';

type Props = { entries: BookFacility[]; searched: boolean; mayKeep: boolean };

/** The book's entries, each with its contact, and edit and delete for those who keep it. */
export const FacilityBookTable = ({ entries, searched, mayKeep }: Props) => {
  const [editing, setEditing] = useState<BookFacility | null>(null);
  const [change] = useChangeFacilityMutation();
  const [remove] = useDeleteFacilityMutation();
  const dispatch = useAppDispatch();

  const save = async (entry: BookFacility, facility: FacilityFields) => {
    const result = await change({ id: entry.id, body: { ...facility, city: entry.city.id } });
    if (result.error) {
      dispatch(showError(normalizeError(result.error).message));
      return;
    }
    dispatch(showSuccess('Facility saved.'));
    setEditing(null);
  };
  const drop = async (entry: BookFacility) => {
    const result = await remove(entry.id);
    if (result.error) dispatch(showError(normalizeError(result.error).message));
    else dispatch(showSuccess(`${entry.facility_name} was deleted from the book.`));
  };

  return (
    <>
      <Table<BookFacility>
        rowKey="id"
        dataSource={entries}
        scroll={WHOLE_WORDS_SCROLL}
        pagination={{ pageSize: 25, hideOnSinglePage: true }}
        locale={{
          emptyText: searched
            ? 'No facility in the book matches this search.'
            : "No facilities yet. Facilities saved on a shipment's appointment step appear here.",
        }}
        columns={[
          {
            title: 'Facility',
            onHeaderCell: wholeHeader,
            key: 'facility',
            render: (_, entry) => (
              <Flex vertical>
                <Typography.Text strong>{entry.facility_name}</Typography.Text>
                <Typography.Text type="secondary">{entry.facility_address}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: 'City',
            key: 'city',
            onHeaderCell: wholeHeader,
            render: (_, entry) => cityLabel(entry.city),
          },
          { title: 'ZIP code', dataIndex: 'zip_code', onHeaderCell: wholeHeader },
          {
            title: 'Contact',
            onHeaderCell: wholeHeader,
            key: 'contact',
            render: (_, entry) => (
              <Flex vertical>
                <span>{entry.contact_name}</span>
                <Typography.Text type="secondary" style={NO_WRAP}>
                  {formatPhone(entry.phone_number)}
                </Typography.Text>
                <Typography.Text type="secondary" style={NO_WRAP}>
                  {entry.email}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: 'Scheduling',
            onHeaderCell: wholeHeader,
            key: 'scheduling',
            render: (_, entry) => SCHEDULING_PREFERENCE_LABELS[entry.scheduling_preference],
          },
          {
            title: 'Last saved',
            onHeaderCell: wholeHeader,
            key: 'updated',
            render: (_, entry) => formatDateTime(entry.updated_at),
          },
          ...(mayKeep
            ? [
                {
                  title: 'Actions',
                  onHeaderCell: wholeHeader,
                  key: 'actions',
                  render: (_: unknown, entry: BookFacility) => (
                    <Flex gap={8}>
                      <Button
                        aria-label={`Edit ${entry.facility_name}`}
                        onClick={() => setEditing(entry)}
                      >
                        Edit
                      </Button>
                      <Popconfirm
                        title={`Delete ${entry.facility_name} from the book?`}
                        description="Shipments booked with it keep their facility."
                        okText="Delete"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => drop(entry)}
                      >
                        <Button danger aria-label={`Delete ${entry.facility_name}`}>
                          Delete
                        </Button>
                      </Popconfirm>
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing ? `Edit ${editing.facility_name}` : ''}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
      >
        {editing && (
          <FacilityForm
            label="Facility"
            initialValues={facilityDetails(editing)}
            onSubmit={(facility) => save(editing, facility)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
};
