/* test-a11y-glitches.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a screen reader is told as a widget changes, change by change (issue 11): a name never
 * has a mnemonic's underscore, not even for a moment; the hint of a dialog's list is there
 * only when the list scrolls; a die face is chosen before the focus comes to it, and the face
 * left is not told it was left while it has the focus; an announcement on a focused control
 * leaves its own description unsaid. Each change GTK 4.8 tells the screen reader is caught on
 * the widget's accessible context (its "state-change" signal), as the AT-SPI backend sends
 * it. Needs a display (run under xvfb-run by meson). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-dialog-util.h"
#include "herald-roll-dialog.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"

/* GTK 4.8's GtkAccessibleInterface (gtkaccessibleprivate.h): its first method gives the
 * accessible's context, whose "state-change" signal is emitted for each change the backend
 * sends on */
typedef struct
{
  GTypeInterface g_iface;
  GObject *(*get_at_context) (GtkAccessible *self);
} AccessibleInterface;

/* a widget's accessible attributes at one change */
typedef struct
{
  char    *label;
  char    *description;
  gboolean checked;
  gboolean focused;
} Change;

typedef struct
{
  GtkWidget *widget;
  GArray    *changes;
  GObject   *context;
  gulong     handler;
} Recorder;

static char *
property_of (GtkWidget             *widget,
             GtkAccessibleProperty  property)
{
  /* the value it has, as text ("undefined" when not set): it differs from "\001" */
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "\001");
}

static gboolean
has_focus (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return root != NULL && gtk_root_get_focus (root) == widget;
}

static void
record_cb (Recorder *recorder)
{
  Change change;
  g_autofree char *checked = gtk_test_accessible_check_state (GTK_ACCESSIBLE (recorder->widget),
                                                              GTK_ACCESSIBLE_STATE_CHECKED,
                                                              GTK_ACCESSIBLE_TRISTATE_TRUE);

  change.label = property_of (recorder->widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
  change.description = property_of (recorder->widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  change.checked = checked == NULL;
  change.focused = has_focus (recorder->widget);
  g_array_append_val (recorder->changes, change);
}

static void
clear_change (gpointer data)
{
  Change *change = data;

  g_free (change->label);
  g_free (change->description);
}

/* Records every change of @widget's accessible attributes from now on */
static Recorder *
recorder_new (GtkWidget *widget)
{
  AccessibleInterface *iface = g_type_interface_peek (G_OBJECT_GET_CLASS (widget), GTK_TYPE_ACCESSIBLE);
  Recorder *recorder = g_new0 (Recorder, 1);

  recorder->widget = g_object_ref (widget);
  recorder->changes = g_array_new (FALSE, TRUE, sizeof (Change));
  g_array_set_clear_func (recorder->changes, clear_change);
  recorder->context = g_object_ref (iface->get_at_context (GTK_ACCESSIBLE (widget)));
  recorder->handler = g_signal_connect_swapped (recorder->context, "state-change", G_CALLBACK (record_cb), recorder);

  return recorder;
}

static void
recorder_free (Recorder *recorder)
{
  g_signal_handler_disconnect (recorder->context, recorder->handler);
  g_object_unref (recorder->context);
  g_object_unref (recorder->widget);
  g_array_unref (recorder->changes);
  g_free (recorder);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Recorder, recorder_free)

static Change *
change_at (Recorder *recorder,
           guint     i)
{
  return &g_array_index (recorder->changes, Change, i);
}

/* 1. A button whose label changes ("Settlement Placed" to "City Placed", the setup round's
 * button) is never named by its raw label: GTK 4.8's gtk_button_set_label () named it
 * "_City Placed" before Herald named it again, and Orca read that with the underscore. */
static void
test_mnemonic_label_change (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic ("_Settlement Placed");
  g_autoptr(Recorder) recorder = NULL;

  herald_a11y_install ();
  gtk_window_set_child (GTK_WINDOW (window), button);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (button))
    g_main_context_iteration (NULL, TRUE);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Settlement Placed");

  recorder = recorder_new (button);
  herald_a11y_set_button_label (GTK_BUTTON (button), "_City Placed");
  herald_test_flush ();

  g_assert_cmpuint (recorder->changes->len, >, 0);
  for (guint i = 0; i < recorder->changes->len; i++)
    {
      g_test_message ("name at change %u: %s", i, change_at (recorder, i)->label);
      g_assert_null (strchr (change_at (recorder, i)->label, '_'));
    }
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "City Placed");
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  /* the button shows the new text, with its mnemonic */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_City Placed");
  g_assert_cmpuint (gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))))), ==, GDK_KEY_c);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)))), ==, "City Placed");

  /* and the same label again changes nothing */
  g_array_set_size (recorder->changes, 0);
  herald_a11y_set_button_label (GTK_BUTTON (button), "_City Placed");
  herald_test_flush ();
  g_assert_cmpuint (recorder->changes->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/glitches/mnemonic-label-change", test_mnemonic_label_change);

  return g_test_run ();
}
