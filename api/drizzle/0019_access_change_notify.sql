-- Access changes are announced on the channel mikro_auth_changes when they commit, whatever code or tool wrote
-- them, so every API instance drops the request contexts it cached for the session, user or role concerned:
-- 's:<session id>' (revoked, expiry moved, deleted), 'u:<user id>' (deactivated, role or company changed, a branch
-- office withdrawn, deleted), 'r:<role id>' (a permission granted or removed, renamed, company or operator flag
-- changed, deleted), '*' (a route, action or branch office changed what a permission or access means).
-- A transaction notifies each distinct message once.
CREATE OR REPLACE FUNCTION mikro_notify_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  old_id text;
  new_id text;
BEGIN
  IF kind = '*' THEN
    PERFORM pg_notify('mikro_auth_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_id := (to_jsonb(OLD) ->> TG_ARGV[1]);
    PERFORM pg_notify('mikro_auth_changes', kind || ':' || old_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    new_id := (to_jsonb(NEW) ->> TG_ARGV[1]);
    IF new_id IS DISTINCT FROM old_id THEN
      PERFORM pg_notify('mikro_auth_changes', kind || ':' || new_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_sessions_access_change AFTER UPDATE OF revoked_at, expires_at, user_id ON user_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION mikro_notify_access_change('s', 'id');
--> statement-breakpoint
CREATE TRIGGER user_sessions_access_delete AFTER DELETE ON user_sessions FOR EACH ROW EXECUTE FUNCTION mikro_notify_access_change('s', 'id');
--> statement-breakpoint
CREATE TRIGGER users_access_change AFTER UPDATE OF is_active, role_id, company_id ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION mikro_notify_access_change('u', 'id');
--> statement-breakpoint
CREATE TRIGGER users_access_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION mikro_notify_access_change('u', 'id');
--> statement-breakpoint
CREATE TRIGGER roles_access_change AFTER UPDATE OF name, company_id, is_platform_operator ON roles FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.is_platform_operator IS DISTINCT FROM NEW.is_platform_operator)
  EXECUTE FUNCTION mikro_notify_access_change('r', 'id');
--> statement-breakpoint
CREATE TRIGGER roles_access_delete AFTER DELETE ON roles FOR EACH ROW EXECUTE FUNCTION mikro_notify_access_change('r', 'id');
--> statement-breakpoint
CREATE TRIGGER role_permissions_access_change AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH ROW
  EXECUTE FUNCTION mikro_notify_access_change('r', 'role_id');
--> statement-breakpoint
CREATE TRIGGER user_branch_offices_access_change AFTER UPDATE OR DELETE ON user_branch_offices FOR EACH ROW
  EXECUTE FUNCTION mikro_notify_access_change('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER routes_access_change AFTER UPDATE OF url, is_active ON routes FOR EACH ROW
  WHEN (OLD.url IS DISTINCT FROM NEW.url OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION mikro_notify_access_change('*');
--> statement-breakpoint
CREATE TRIGGER routes_access_delete AFTER DELETE ON routes FOR EACH STATEMENT EXECUTE FUNCTION mikro_notify_access_change('*');
--> statement-breakpoint
CREATE TRIGGER actions_access_change AFTER UPDATE OF key OR DELETE ON actions FOR EACH STATEMENT EXECUTE FUNCTION mikro_notify_access_change('*');
--> statement-breakpoint
CREATE TRIGGER branch_offices_access_change AFTER UPDATE OF company_id OR DELETE ON branch_offices FOR EACH STATEMENT
  EXECUTE FUNCTION mikro_notify_access_change('*');
