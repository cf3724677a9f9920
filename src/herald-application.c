/* herald-application.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-application.h"
#include "herald-help-overlay.h"
#include "herald-path-text.h"
#include "herald-preferences-window.h"
#include "herald-style.h"
#include "herald-window.h"

struct _HeraldApplication
{
  AdwApplication parent_instance;

  /* Owned */
  GSettings     *settings;

  gboolean       options_refused;  /* GLib refused an option of the command line */
  guint          open_tries;       /* `herald FILE` run again by open_as_primary () */
};

G_DEFINE_FINAL_TYPE (HeraldApplication, herald_application, ADW_TYPE_APPLICATION)

HeraldApplication *
herald_application_new (const char        *application_id,
                        GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (HERALD_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", "/io/github/herald/Herald",
                       NULL);
}

/**
 * herald_application_get_settings:
 *
 * Returns: (transfer none) (nullable): the app's settings, or %NULL when the schema is
 *   not installed (running uninstalled without GSETTINGS_SCHEMA_DIR)
 */
GSettings *
herald_application_get_settings (HeraldApplication *self)
{
  g_return_val_if_fail (HERALD_IS_APPLICATION (self), NULL);

  return self->settings;
}

static HeraldWindow *
herald_application_get_herald_window (HeraldApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (HERALD_IS_WINDOW (window))
    return HERALD_WINDOW (window);

  return NULL;
}

/* The shortcuts window (Ctrl+?), built the first time it is asked for rather than with every
 * window as GTK does for gtk/help-overlay.ui: a twentieth of the instructions to the first
 * frame (docs/performance.md). It is kept, hidden when closed, for the next time; on a phone
 * its shortcuts show as a list of their own (herald_help_overlay_show ()). */
#define HELP_OVERLAY_KEY "herald-help-overlay"

static void
show_help_overlay_cb (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  GtkApplicationWindow *window = user_data;
  GtkShortcutsWindow *overlay = g_object_get_data (G_OBJECT (window), HELP_OVERLAY_KEY);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/herald/Herald/ui/help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* no wider than the window it is over: one column of shortcuts on a phone (issue 11) */
      herald_help_overlay_fit (overlay);
      gtk_window_set_transient_for (GTK_WINDOW (overlay), GTK_WINDOW (window));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (overlay), TRUE);
      gtk_window_set_hide_on_close (GTK_WINDOW (overlay), TRUE);
      g_object_set_data_full (G_OBJECT (window), HELP_OVERLAY_KEY, g_object_ref (overlay), g_object_unref);
    }
  herald_help_overlay_show (overlay, GTK_WINDOW (window));
}

/**
 * herald_application_add_help_overlay_action:
 * @window: a window of the application
 *
 * Adds `win.show-help-overlay` (Ctrl+?, the main menu's Keyboard Shortcuts), which builds the
 * shortcuts window the first time.
 */
void
herald_application_add_help_overlay_action (GtkApplicationWindow *window)
{
  static const GActionEntry entries[] = {
    { "show-help-overlay", show_help_overlay_cb },
  };

  g_return_if_fail (GTK_IS_APPLICATION_WINDOW (window));

  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), window);
}

static void
herald_application_activate (GApplication *app)
{
  HeraldApplication *self = HERALD_APPLICATION (app);
  HeraldWindow *window = herald_application_get_herald_window (self);

  if (window == NULL)
    {
      window = herald_window_new (self);
      herald_application_add_help_overlay_action (GTK_APPLICATION_WINDOW (window));
    }

  gtk_window_present (GTK_WINDOW (window));
}

/* `herald FILE`: the window opens the game saved in FILE, anywhere, and plays it in place
 * (herald_window_open_file ()). herald_application_handle_local_options () lets one FILE
 * through; a second Herald passes it on to the first over D-Bus, which ends up here. */
static void
herald_application_open (GApplication  *app,
                         GFile        **files,
                         int            n_files,
                         const char    *hint)
{
  HeraldWindow *window;

  /* a command typed in a terminal: the window shows where its focus is, as after a key in it
   * (a click in it puts GTK's way back: no ring) */
  herald_a11y_focus_ring_from_keys ();
  g_application_activate (app);
  window = herald_application_get_herald_window (HERALD_APPLICATION (app));
  if (window != NULL && n_files > 0)
    herald_window_open_file (window, files[0]);
  if (n_files > 1)
    g_message ("Herald opens one game at a time: the other files were not opened");
}

/* A mistake in the command line: one sentence on stderr, the way to the usage, exit 2 (as
 * herald-cli's) */
static char *
refusal_text (const char *sentence)
{
  /* Translators: herald's command line refused: the reason, then how to see the usage */
  return g_strdup_printf (_("herald: %s\nRun “herald --help” to see how Herald is started.\n"), sentence);
}

static int
refuse_command_line (const char *sentence)
{
  g_autofree char *text = refusal_text (sentence);

  g_printerr ("%s", text);
  return 2;
}

/* An option GLib's parser refuses (one it does not know, a value missing or wrong): GApplication
 * says only its reason ("Unknown option --unknown-option") and exits 1. It is a mistake of the
 * command line like those herald_application_handle_local_options () refuses: the same words
 * around GLib's reason, and exit 2 (herald_application_local_command_line ()), before any
 * window or saved game (breaker report 17, B17-6). The hook of any group is called on an
 * error of the whole command line (GOptionContext). */
static void
herald_application_option_error (GOptionContext  *context,
                                 GOptionGroup    *group,
                                 gpointer         data,
                                 GError         **error)
{
  HeraldApplication *self = data;

  self->options_refused = TRUE;
  if (error != NULL && *error != NULL)
    {
      char *reason = (*error)->message;

      /* GApplication prints the message with its own newline */
      (*error)->message = g_strchomp (refusal_text (reason));
      g_free (reason);
    }
}

/* Whether @arg asks GLib's parser for the usage (--help, -h, -?, --help-all, --help-GROUP) */
static gboolean
is_help_option (const char *arg)
{
  return g_strcmp0 (arg, "--help") == 0 || g_strcmp0 (arg, "-h") == 0 || g_strcmp0 (arg, "-?") == 0 ||
         g_str_has_prefix (arg, "--help-");
}

/* `herald --help x`: GLib's parser printed the usage and exited 0, the word unheard, where
 * `herald-cli --help x` refuses it (breaker report 51, break51-7). A help option with any
 * other word (a FILE, before or after it) is refused the same way: the reason, exit 2.
 * Returns: the exit status, or -1 when @arguments are not such a mistake. */
static int
refuse_help_with_argument (char **arguments)
{
  const char *help = NULL;
  const char *word = NULL;
  gboolean options_end = FALSE;

  for (guint i = 1; arguments[i] != NULL; i++)
    {
      if (!options_end && g_strcmp0 (arguments[i], "--") == 0)
        options_end = TRUE;
      else if (!options_end && is_help_option (arguments[i]))
        help = help != NULL ? help : arguments[i];
      else if (options_end || arguments[i][0] != '-')
        word = word != NULL ? word : arguments[i];
    }
  if (help == NULL || word == NULL)
    return -1;
  {
    /* Translators: --help, then the first word given after it */
    g_autofree char *sentence = g_strdup_printf (_("%s takes no arguments, not “%s”"), help, word);

    return refuse_command_line (sentence);
  }
}

static gboolean
herald_application_local_command_line (GApplication   *app,
                                       char         ***arguments,
                                       int            *exit_status)
{
  gboolean handled;
  int refused = refuse_help_with_argument (*arguments);

  if (refused >= 0)
    {
      *exit_status = refused;
      return TRUE;
    }
  handled = G_APPLICATION_CLASS (herald_application_parent_class)->local_command_line (app, arguments,
                                                                                      exit_status);

  if (HERALD_APPLICATION (app)->options_refused)
    *exit_status = 2;
  return handled;
}

/* How long `herald FILE` waits for a Herald that is closing to be gone: 100 ms at a time */
#define REGISTER_TRIES 30

/* g_application_register (), past a Herald that is closing (robust report 28, R28-1): its
 * window closed, it still owns Herald's name on the bus for some milliseconds while it no
 * longer answers (its actions already gone), and `herald FILE` run right then failed with
 * "GDBus.Error:org.freedesktop.DBus.Error.UnknownMethod: No such interface “org.gtk.Actions”"
 * and opened nothing. An error of the bus is tried again until that Herald is gone, for
 * three seconds at most; then this Herald takes the name and opens FILE itself. */
static gboolean
register_past_closing (GApplication  *app,
                       GError       **error)
{
  for (guint i = 0;; i++)
    {
      g_autoptr(GError) local = NULL;

      if (g_application_register (app, NULL, &local))
        return TRUE;
      if (i + 1 >= REGISTER_TRIES ||
          (local->domain != G_DBUS_ERROR && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_DBUS_ERROR) &&
           !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CLOSED)))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      g_debug ("Herald's name is held by a Herald that does not answer (%s): trying again",
               local->message);
      g_usleep (100 * 1000);
    }
}

/* `herald FILE` with a Herald already running: FILE goes to it as g_application_open () sends
 * it, but waiting for its answer. g_application_open () sends and forgets: a Herald that was
 * closing as the file came lost it, and nothing opened, without a word (R28-1). */
static gboolean
open_in_running (GApplication  *app,
                 GFile         *file,
                 GError       **error)
{
  GDBusConnection *bus = g_application_get_dbus_connection (app);
  const char *object_path = g_application_get_dbus_object_path (app);
  GVariantBuilder uris;
  GVariantBuilder platform_data;
  g_autoptr(GVariant) reply = NULL;
  g_autofree char *uri = g_file_get_uri (file);

  if (bus == NULL || object_path == NULL)
    {
      g_application_open (app, &file, 1, "");
      return TRUE;
    }
  g_variant_builder_init (&uris, G_VARIANT_TYPE_STRING_ARRAY);
  g_variant_builder_add (&uris, "s", uri);
  g_variant_builder_init (&platform_data, G_VARIANT_TYPE_VARDICT);
  /* what g_application_open () sends with it (the startup notification's id) */
  if (G_APPLICATION_GET_CLASS (app)->add_platform_data != NULL)
    G_APPLICATION_GET_CLASS (app)->add_platform_data (app, &platform_data);
  reply = g_dbus_connection_call_sync (bus, g_application_get_application_id (app), object_path,
                                       "org.freedesktop.Application", "Open",
                                       g_variant_new ("(as@a{sv})", &uris,
                                                      g_variant_builder_end (&platform_data)),
                                       NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, error);
  return reply != NULL;
}

/* How many times `herald FILE` tries to open FILE itself after the Herald it was sent to closed
 * before it took it */
#define OPEN_TRIES 3

/* The Herald running closed before it took FILE (robust report 29): `herald FILE` said so and
 * exited 1, and the table had to run it again. This herald opens FILE itself instead. A
 * GApplication registered as a remote one cannot become the primary: a new one with Herald's
 * name is run with the same FILE. It registers as any `herald FILE` does: it waits until the
 * closing Herald is gone (register_past_closing ()), and if another Herald took the name
 * meanwhile (a `herald` started at the same moment), FILE goes to that one; there is never a
 * second primary. */
static int
open_as_primary (HeraldApplication *self,
                 const char        *name)
{
  GApplication *app = G_APPLICATION (self);
  g_autoptr(HeraldApplication) again = herald_application_new (g_application_get_application_id (app),
                                                               g_application_get_flags (app));
  const char *program = g_get_prgname ();
  /* "--": a FILE whose name starts with "-" is not read as an option */
  char *argv[] = { (char *) (program != NULL ? program : "herald"), "--", (char *) name, NULL };

  again->open_tries = self->open_tries + 1;
  g_application_set_default (G_APPLICATION (again));
  return g_application_run (G_APPLICATION (again), G_N_ELEMENTS (argv) - 1, argv);
}

/* The command line (breaker report 14, B14-7): --version, and at most one FILE, not empty. An
 * empty name was the current folder (g_file_new_for_commandline_arg ("")) and a second FILE
 * was dropped without a word. Checked here, before Herald registers or opens a window, so that
 * a mistake costs nothing and says why. */
static int
herald_application_handle_local_options (GApplication *app,
                                         GVariantDict *options)
{
  g_autofree const char **names = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  guint n = 0;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("herald %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (!g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &names) || names == NULL)
    return -1;  /* no FILE: the start page */
  n = g_strv_length ((char **) names);
  if (n > 1)
    {
      g_autofree char *sentence =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "Herald opens one game at a time: give one FILE, not %u file",
                                      "Herald opens one game at a time: give one FILE, not %u files",
                                      n), n);

      return refuse_command_line (sentence);
    }
  if (n == 0)
    return -1;
  if (names[0][0] == '\0')
    return refuse_command_line (_("no file name given: the FILE is empty"));

  /* one FILE: opened by this Herald, or by the one already running (over D-Bus) */
  if (!register_past_closing (app, &error))
    {
      g_printerr ("herald: %s\n", error->message);
      return 1;
    }
  file = g_file_new_for_commandline_arg (names[0]);
  if (!g_application_get_is_remote (app))
    {
      g_application_open (app, &file, 1, "");
      return 0;
    }
  if (!open_in_running (app, file, &error))
    {
      g_autofree char *name = NULL;

      if (HERALD_APPLICATION (app)->open_tries < OPEN_TRIES)
        {
          g_debug ("The Herald running did not open the file (%s): opening it here", error->message);
          return open_as_primary (HERALD_APPLICATION (app), names[0]);
        }
      name = herald_path_text_plain (names[0]);

      g_dbus_error_strip_remote_error (error);
      /* Translators: the Herald already running quit before it opened FILE (%s); then the
       * reason */
      g_printerr (_("herald: the Herald that was running closed before it opened %s: run "
                    "herald again (%s)\n"), name, error->message);
      return 1;
    }
  return 0;
}

/* The style-variant setting (default, light, dark) as the style manager's colour scheme */
static gboolean
style_variant_to_color_scheme (GValue   *value,
                               GVariant *variant,
                               gpointer  user_data)
{
  const char *variant_nick = g_variant_get_string (variant, NULL);

  if (g_str_equal (variant_nick, "dark"))
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_DARK);
  else if (g_str_equal (variant_nick, "light"))
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_LIGHT);
  else
    g_value_set_enum (value, ADW_COLOR_SCHEME_DEFAULT);
  return TRUE;
}

/* Ctrl+Q from any window of Herald (robust report 28, R28-9). The application's accelerators
 * act in the windows that belong to it, its HeraldWindow; the dialogs, the reference, the
 * statistics, Preferences, the shortcuts and About are windows of their own (modal to it, not
 * the application's, so that none becomes its "active window"), and Ctrl+Q did nothing while
 * one had the focus. GNOME's keyboard guidelines give Ctrl+Q to Quit, "the application,
 * including all its windows", and the table expects it from anywhere. Each window made gets
 * the same shortcut, which quits as app.quit does: the game is saved at each step, and a
 * decision left open (the barbarians' check-in, a card owed) is asked again when the game is
 * opened again. */
#define QUIT_ACCEL "<Primary>q"
#define QUIT_SHORTCUT_KEY "herald-quit-shortcut"

static gboolean
quit_idle_cb (gpointer data)
{
  g_action_group_activate_action (G_ACTION_GROUP (data), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static gboolean
quit_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  GtkWindow *window = GTK_WINDOW (widget);
  GApplication *app = NULL;

  /* the application's own windows quit by its accelerator */
  if (gtk_window_get_application (window) != NULL)
    return FALSE;
  for (GtkWindow *w = gtk_window_get_transient_for (window); w != NULL && app == NULL;
       w = gtk_window_get_transient_for (w))
    app = G_APPLICATION (gtk_window_get_application (w));
  if (app == NULL)
    app = g_application_get_default ();
  if (!HERALD_IS_APPLICATION (app))
    return FALSE;
  /* once the key is handled: GTK holds the dialog while its key event lasts, and the dialog,
   * destroyed with its window, outlived that window; let go then, it told the window it
   * was gone ("g_signal_handlers_disconnect_matched: assertion 'G_TYPE_CHECK_INSTANCE
   * (instance)' failed", seen) */
  g_idle_add_full (G_PRIORITY_DEFAULT, quit_idle_cb, g_object_ref (app), g_object_unref);
  return TRUE;
}

static void
add_quit_shortcut (GtkWindow *window)
{
  GtkEventController *controller;

  if (g_object_get_data (G_OBJECT (window), QUIT_SHORTCUT_KEY) != NULL)
    return;
  controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (QUIT_ACCEL),
                                                          gtk_callback_action_new (quit_shortcut_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (window), controller);
  g_object_set_data (G_OBJECT (window), QUIT_SHORTCUT_KEY, controller);
}

/* A window destroyed with its parent (gtk_window_set_destroy_with_parent (), every dialog of
 * Herald's) keeps pointing at that parent in GTK 4.8: when something still holds the window
 * after the parent is freed (a timeout of herald-a11y-focus.c, a key event it had), letting go
 * of it tells the freed parent ("instance with invalid (NULL) class pointer", then
 * "g_signal_handlers_disconnect_matched: assertion 'G_TYPE_CHECK_INSTANCE (instance)'
 * failed", seen as Herald quit with a dialog open). The window lets go of its parent as the
 * parent goes; connected after GTK's own handler, which destroys it first. */
static void
parent_destroyed_cb (GtkWindow *parent,
                     GtkWindow *window)
{
  if (gtk_window_get_transient_for (window) == parent)
    gtk_window_set_transient_for (window, NULL);
}

static void
transient_for_cb (GtkWindow  *window,
                  GParamSpec *pspec,
                  gpointer    user_data)
{
  GtkWindow *parent = gtk_window_get_transient_for (window);

  if (parent != NULL)
    g_signal_connect_object (parent, "destroy", G_CALLBACK (parent_destroyed_cb), window, 0);
}

static void
toplevels_changed_cb (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added,
                      gpointer    user_data)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      /* not the main window: it quits by the application's accelerator (quit_shortcut_cb ()
       * lets the key go in the application's windows), and its own controller was only one
       * more that every focus change in it asks (docs/performance.md, twenty-ninth round) */
      if (!HERALD_IS_WINDOW (window))
        add_quit_shortcut (window);
      if (g_object_get_data (G_OBJECT (window), "herald-parent-watched") == NULL)
        {
          g_object_set_data (G_OBJECT (window), "herald-parent-watched", GINT_TO_POINTER (TRUE));
          g_signal_connect (window, "notify::transient-for", G_CALLBACK (transient_for_cb), NULL);
          transient_for_cb (window, NULL, NULL);
        }
    }
}

static void
herald_application_startup (GApplication *app)
{
  HeraldApplication *self = HERALD_APPLICATION (app);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  static const char *quit_accels[] = { QUIT_ACCEL, NULL };
  static const char *prefs_accels[] = { "<Primary>comma", NULL };
  static const char *new_accels[] = { "<Primary>n", NULL };
  static const char *open_accels[] = { "<Primary>o", NULL };
  static const char *help_accels[] = { "<Primary>question", NULL };

  G_APPLICATION_CLASS (herald_application_parent_class)->startup (app);

  /* GTK 4.8 starts loading the icon theme in a thread as GtkApplication's startup makes it;
   * libadwaita adds its icons' path after (adw_init ()), which throws away a theme already
   * loaded by then, and the first icon the window draws loads it again on the main thread
   * (about 64 M instructions: the costly one of GTK's two start-up modes, docs/performance.md).
   * The icon theme's name told as changed has GTK load it again in its thread, every path in. */
  g_object_notify (G_OBJECT (gtk_settings_get_default ()), "gtk-icon-theme-name");
  /* style.css is in (AdwApplication's startup): the table's rules follow when a table is made */
  herald_style_init ();

  herald_a11y_install ();
  {
    GListModel *toplevels = gtk_window_get_toplevels ();

    g_signal_connect_object (toplevels, "items-changed", G_CALLBACK (toplevels_changed_cb), self, 0);
    toplevels_changed_cb (toplevels, 0, 0, g_list_model_get_n_items (toplevels), self);
  }

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    {
      self->settings = g_settings_new (APP_ID);
      if (g_settings_schema_has_key (schema, "style-variant"))
        g_settings_bind_with_mapping (self->settings, "style-variant",
                                      adw_style_manager_get_default (), "color-scheme",
                                      G_SETTINGS_BIND_GET, style_variant_to_color_scheme, NULL,
                                      NULL, NULL);
    }
  else
    g_debug ("Schema %s not installed: settings are not remembered", APP_ID);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences", prefs_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.new-game", new_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.open-game", open_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay", help_accels);
}

static void
herald_application_dispose (GObject *object)
{
  HeraldApplication *self = HERALD_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (herald_application_parent_class)->dispose (object);
}

static void
herald_application_class_init (HeraldApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = herald_application_dispose;

  app_class->activate = herald_application_activate;
  app_class->startup = herald_application_startup;
  app_class->open = herald_application_open;
  app_class->handle_local_options = herald_application_handle_local_options;
  app_class->local_command_line = herald_application_local_command_line;
}

static void
herald_application_about_action (GSimpleAction *action,
                                 GVariant      *parameter,
                                 gpointer       user_data)
{
  static const char *developers[] = { "The Herald authors", NULL };
  HeraldApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  adw_show_about_window (window,
                         "application-name", _("Herald"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Herald authors"),
                         "version", PACKAGE_VERSION,
                         "developers", developers,
                         "copyright", "© 2026 The Herald authors",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         /* Translators: markup; keep &amp; for the ampersand */
                         "comments", _("The dice, progress decks and barbarians of Cities &amp; Knights, "
                                       "kept by the table’s companion"),
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
herald_application_quit_action (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  HeraldApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  /* Close the windows so that they save their size; the application ends with its last
   * window. A window whose game has steps that could not be saved asks first and stays. */
  for (GList *l = windows; l != NULL; l = windows)
    {
      windows = l->next;
      gtk_window_close (GTK_WINDOW (l->data));
    }
}

static void
herald_application_preferences_action (GSimpleAction *action,
                                       GVariant      *parameter,
                                       gpointer       user_data)
{
  HeraldApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  herald_preferences_window_present (self->settings, window);
}

static void
herald_application_new_game_action (GSimpleAction *action,
                                    GVariant      *parameter,
                                    gpointer       user_data)
{
  HeraldApplication *self = user_data;
  HeraldWindow *window;

  g_application_activate (G_APPLICATION (self));
  window = herald_application_get_herald_window (self);
  if (window != NULL)
    herald_window_new_game (window);
}

static void
herald_application_open_game_action (GSimpleAction *action,
                                     GVariant      *parameter,
                                     gpointer       user_data)
{
  HeraldApplication *self = user_data;
  HeraldWindow *window;

  g_application_activate (G_APPLICATION (self));
  window = herald_application_get_herald_window (self);
  if (window != NULL)
    herald_window_choose_file (window);
}

static const GActionEntry app_actions[] = {
  { "quit", herald_application_quit_action },
  { "about", herald_application_about_action },
  { "preferences", herald_application_preferences_action },
  { "new-game", herald_application_new_game_action },
  { "open-game", herald_application_open_game_action },
};

static void
herald_application_init (HeraldApplication *self)
{
  const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, _("Show Herald’s version"), NULL },
    /* the FILE: checked in herald_application_handle_local_options () */
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL,
      /* Translators: what `herald --help` says may follow the options */
      _("[FILE]") },
    { NULL }
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  g_application_add_main_option_entries (G_APPLICATION (self), options);
  {
    /* no options of its own, nor a --help-herald: only the hook on GLib's refusals */
    GOptionGroup *group = g_option_group_new ("herald", "", "", self, NULL);

    g_option_group_set_error_hook (group, herald_application_option_error);
    g_application_add_option_group (G_APPLICATION (self), group);
  }
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Opens the game saved in FILE (a Herald game’s "
                                              "file, from any folder), or the start page "
                                              "without one."));
}
