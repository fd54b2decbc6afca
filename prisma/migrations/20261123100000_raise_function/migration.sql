-- Hand-written: a function that raises an error with the given message, so that a single SQL
-- statement can abort itself (and roll back every change it made) when a guard fails, without an
-- interactive transaction and its extra round trips. Used by the search credit charge
-- (lib/server/search/views.ts). VOLATILE keeps the planner from evaluating it ahead of time.
CREATE FUNCTION "app_raise"("message" TEXT) RETURNS INTEGER LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
    RAISE EXCEPTION USING MESSAGE = "message", ERRCODE = 'P0001';
END
$fn$;
