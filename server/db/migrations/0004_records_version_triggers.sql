-- Every write to a shipper's records raises the shipper's records_version in the same
-- transaction, so that no write can leave the per-shipper caches of any server process stale.
-- Statement triggers with transition tables: one update of users per statement, however many
-- rows it wrote.
CREATE FUNCTION bump_records_version_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET records_version = records_version + 1
  WHERE id IN (SELECT user_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bump_records_version_of_stops() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET records_version = records_version + 1
  WHERE id IN (
    SELECT shipments.user_id FROM shipments
    WHERE shipments.id IN (SELECT shipment_id FROM changed_rows)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shipments_inserted_bump_records_version AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_records_version_of_rows();
--> statement-breakpoint
CREATE TRIGGER shipments_updated_bump_records_version AFTER UPDATE ON shipments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_records_version_of_rows();
--> statement-breakpoint
CREATE TRIGGER shipments_deleted_bump_records_version AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_records_version_of_rows();
--> statement-breakpoint
CREATE TRIGGER invoices_inserted_bump_records_version AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_records_version_of_rows();
--> statement-breakpoint
CREATE TRIGGER invoices_updated_bump_records_version AFTER UPDATE ON invoices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_records_version_of_rows();
--> statement-breakpoint
CREATE TRIGGER invoices_deleted_bump_records_version AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_records_version_of_rows();
--> statement-breakpoint
CREATE TRIGGER stops_inserted_bump_records_version AFTER INSERT ON stops
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_records_version_of_stops();
--> statement-breakpoint
CREATE TRIGGER stops_updated_bump_records_version AFTER UPDATE ON stops
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_records_version_of_stops();
--> statement-breakpoint
CREATE TRIGGER stops_deleted_bump_records_version AFTER DELETE ON stops
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_records_version_of_stops();
