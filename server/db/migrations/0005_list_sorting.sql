-- The shipment list's other orders, each read along an index of its own as the newest-first order
-- is: a page of a shipper's thousands of shipments without sorting them all. Their shape is that
-- index's, (user, key DESC NULLS LAST, id DESC NULLS LAST), read backwards for an ascending order.
CREATE INDEX "shipments_user_id_idx" ON "shipments" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_user_pickup_idx" ON "shipments" USING btree ("user_id","pickup_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_user_dropoff_idx" ON "shipments" USING btree ("user_id","dropoff_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The total as the list sorts by it: the base price and the driver-assist fee (150.00) when on.
CREATE INDEX "shipments_user_total_idx" ON "shipments" USING btree ("user_id",("base_price_cents" + CASE WHEN "driver_assist" THEN 15000 ELSE 0 END) DESC NULLS LAST,"id" DESC NULLS LAST);
