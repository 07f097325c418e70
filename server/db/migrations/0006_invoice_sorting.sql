-- The invoice list by invoice number, read along an index as the newest-first order is: a page
-- of a shipper's thousands of invoices without sorting them all. Amount and status follow the
-- invoice's shipment as well, so they are sorted as they are read.
CREATE INDEX "invoices_user_id_idx" ON "invoices" USING btree ("user_id","id" DESC NULLS LAST);
