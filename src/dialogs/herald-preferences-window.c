/* herald-preferences-window.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Preferences: the style and the defaults of a new game, bound to GSettings. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-preferences-window.h"
#include "herald-dialog-util.h"

struct _HeraldPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  /* Template widgets */
  AdwComboRow *style_row;
  GtkSwitch   *sound_switch;
  GtkSwitch   *timer_switch;
  AdwActionRow *timer_limit_row;
  GtkSpinButton *timer_limit_spin;
  AdwComboRow *edition_row;
  AdwComboRow *dice_row;
  AdwComboRow *cards_row;
  GtkSpinButton *target_spin;

  /* Owned */
  GSettings   *settings;
};

G_DEFINE_FINAL_TYPE (HeraldPreferencesWindow, herald_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* A combo row of an enum key lists the key's values in the order the schema declares them
 * (data/io.github.herald.Herald.gschema.xml): the row's position is the nick's position in the
 * key's range, so the schema is the one list of the values. @user_data: the nicks ("as"). */
static gboolean
nick_to_index (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  GVariant *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (gsize i = 0; i < g_variant_n_children (nicks); i++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (nicks, i);

      if (g_str_equal (g_variant_get_string (child, NULL), nick))
        {
          g_value_set_uint (value, i);
          return TRUE;
        }
    }
  return FALSE;
}

static GVariant *
index_to_nick (const GValue       *value,
               const GVariantType *expected_type,
               gpointer            user_data)
{
  GVariant *nicks = user_data;
  guint index = g_value_get_uint (value);

  if (index >= g_variant_n_children (nicks))
    return NULL;
  return g_variant_get_child_value (nicks, index);
}

static void
bind_combo (HeraldPreferencesWindow *self,
            GSettingsSchema         *schema,
            const char              *key,
            AdwComboRow             *row)
{
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) nicks = NULL;
  const char *type;

  if (!g_settings_schema_has_key (schema, key))
    {
      gtk_widget_set_visible (GTK_WIDGET (row), FALSE);
      return;
    }
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &type, &nicks);
  g_return_if_fail (g_str_equal (type, "enum"));
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick, g_steal_pointer (&nicks),
                                (GDestroyNotify) g_variant_unref);
}

static void
herald_preferences_window_dispose (GObject *object)
{
  HeraldPreferencesWindow *self = (HeraldPreferencesWindow *)object;

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (herald_preferences_window_parent_class)->dispose (object);
}

static void
herald_preferences_window_class_init (HeraldPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldPreferencesWindow, sound_switch);
  gtk_widget_class_bind_template_child (widget_class, HeraldPreferencesWindow, timer_switch);
  gtk_widget_class_bind_template_child (widget_class, HeraldPreferencesWindow, timer_limit_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldPreferencesWindow, timer_limit_spin);
  gtk_widget_class_bind_template_child (widget_class, HeraldPreferencesWindow, edition_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldPreferencesWindow, dice_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldPreferencesWindow, cards_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldPreferencesWindow, target_spin);
}

static void
herald_preferences_window_init (HeraldPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  herald_dialog_phone_width (GTK_WIDGET (self));
  herald_dialog_target_range (self->target_spin);
  /* typed letters keep the last value, not the lowest; a number out of range is clamped in
   * view (tester report 25, N25-8: "abc" set the time limit to 15 s) */
  herald_dialog_watch_count (self->timer_limit_spin, NULL, NULL);
  herald_dialog_watch_count (self->target_spin, NULL, NULL);
  herald_dialog_keep_lists_in_window (GTK_WIDGET (self));
  herald_dialog_leave_wheel (GTK_WIDGET (self));
}

/**
 * herald_preferences_window_new:
 * @settings: (nullable): the app settings; without them the rows are insensitive
 *
 * Returns: (transfer full): the preferences window
 */
HeraldPreferencesWindow *
herald_preferences_window_new (GSettings *settings)
{
  HeraldPreferencesWindow *self = g_object_new (HERALD_TYPE_PREFERENCES_WINDOW, NULL);
  g_autoptr(GSettingsSchema) schema = NULL;

  if (settings == NULL)
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->style_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->sound_switch), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->timer_switch), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->timer_limit_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->edition_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->dice_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->cards_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->target_spin), FALSE);
      return self;
    }

  self->settings = g_object_ref (settings);
  g_object_get (settings, "settings-schema", &schema, NULL);

  bind_combo (self, schema, "style-variant", self->style_row);
  bind_combo (self, schema, "default-edition", self->edition_row);
  bind_combo (self, schema, "default-dice-mode", self->dice_row);
  bind_combo (self, schema, "default-progress-cards", self->cards_row);
  if (g_settings_schema_has_key (schema, "sounds"))
    g_settings_bind (settings, "sounds", self->sound_switch, "active", G_SETTINGS_BIND_DEFAULT);
  if (g_settings_schema_has_key (schema, "turn-timer") && g_settings_schema_has_key (schema, "turn-timer-limit"))
    {
      g_settings_bind (settings, "turn-timer", self->timer_switch, "active", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "turn-timer-limit", self->timer_limit_spin, "value", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "turn-timer", self->timer_limit_row, "sensitive", G_SETTINGS_BIND_GET);
    }
  if (g_settings_schema_has_key (schema, "default-victory-points"))
    g_settings_bind (settings, "default-victory-points", self->target_spin, "value", G_SETTINGS_BIND_DEFAULT);

  return self;
}

/**
 * herald_preferences_window_present:
 * @settings: (nullable): as for herald_preferences_window_new ()
 * @parent: (nullable): the window the preferences belong to
 *
 * Shows the preferences over @parent, no larger than it: libadwaita's 640 × 576 ran 140 px
 * past each side of a phone's 360 px window (issue 11).
 */
void
herald_preferences_window_present (GSettings *settings,
                                   GtkWindow *parent)
{
  HeraldPreferencesWindow *self = herald_preferences_window_new (settings);

  if (parent != NULL)
    {
      int width, height;

      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      /* fitted again as the window changes size (herald-dialog-place.c); without a size of
       * its own, as large as the window */
      herald_dialog_fit_over (GTK_WINDOW (self), parent, width > 0 ? width : G_MAXINT, height > 0 ? height : G_MAXINT);
    }
  gtk_window_present (GTK_WINDOW (self));
}
