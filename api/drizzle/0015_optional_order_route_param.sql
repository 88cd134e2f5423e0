-- The warehouse order and receiving screens open without an order id too ('Nuevo pedido', the receiving list):
-- their route parameter is optional, so the url must say so or the shell answers 404.
UPDATE "routes" SET "url" = '/tienda/almacen/orden/:idOrden?' WHERE "url" = '/tienda/almacen/orden/:idOrden';--> statement-breakpoint
UPDATE "routes" SET "url" = '/tienda/almacen/surtir/:idOrden?' WHERE "url" = '/tienda/almacen/surtir/:idOrden';
