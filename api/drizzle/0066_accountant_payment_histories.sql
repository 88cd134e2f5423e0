-- The accountant invoices a given sale or payment from its history: the Contador role of a database seeded before
-- reads the store's sales history, the school's payments (their API is the fee counter's) and the academies'.
-- A new database gets the same from the seed. Routes are matched by url, the action must be one the route offers.
INSERT INTO role_permissions (role_id, route_id, action_id, company_id)
SELECT r.id, rt.id, a.id, r.company_id
FROM roles r
JOIN routes rt ON rt.url IN ('/sales-history', '/colegio/cobros', '/colegio/cobros/historial', '/academias/payments')
JOIN actions a ON a.key = 'ver'
JOIN route_actions ra ON ra.route_id = rt.id AND ra.action_id = a.id
WHERE r.name = 'Contador'
  AND EXISTS (
    SELECT 1 FROM role_permissions held
    JOIN routes f ON f.id = held.route_id AND f.url = '/facturas'
    JOIN actions c ON c.id = held.action_id AND c.key = 'crear'
    WHERE held.role_id = r.id
  )
ON CONFLICT DO NOTHING;
