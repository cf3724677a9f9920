/* herald-ui-test-a11y.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What screen readers are told, as the UI tests read and watch it (split from
 * herald-ui-test-utils.c, which neared the 1,000-line limit) */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-ui-test-utils.h"
#include "herald-window-private.h"
#include "herald-words-on-read.h"

/**
 * herald_test_accessible_property:
 * @widget: the widget
 * @property: one of its accessible properties
 *
 * Returns: (transfer full): @property's value as text, "undefined" when it is not set
 */
char *
herald_test_accessible_property (GtkWidget             *widget,
                                 GtkAccessibleProperty  property)
{
  /* the value as text when it differs from the one checked for: no value is "\001" */
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "\001");
}

/**
 * herald_test_described_text:
 * @widget: a widget described for screen readers by a label never shown (the relation of
 *   herald-player-card.c's update_hint (), kept as its "herald-a11y-described-by")
 *
 * What describes @widget, read from that label; fails the test when @widget has a description
 * of its own besides (GTK 4.8 sent it twice on the first focus: a11y54-2) or no such label.
 *
 * Returns: (transfer full): the label's text
 */
char *
herald_test_described_text (GtkWidget *widget)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (widget), "herald-a11y-described-by");
  g_autofree char *own = NULL;

  /* read: its words are made as they are (herald_words_on_read (), as the focus comes) */
  herald_words_make (widget);
  own = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  if (g_strcmp0 (own, "undefined") != 0 && g_strcmp0 (own, "") != 0)
    g_error ("%s has a description of its own, “%s”: read twice as it first takes the focus",
             G_OBJECT_TYPE_NAME (widget), own);
  if (!GTK_IS_LABEL (label))
    g_error ("%s is described by no label", G_OBJECT_TYPE_NAME (widget));
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  return g_strdup (gtk_label_get_label (GTK_LABEL (label)));
}

/**
 * herald_test_find_named:
 * @root: the top of the tree looked through (itself included)
 * @type: the widget type looked for
 * @part: words of its accessible name
 *
 * Returns: (transfer none) (nullable): the first widget of @type under @root, in depth-first
 *   order, whose accessible name holds @part; %NULL when none does
 */
GtkWidget *
herald_test_find_named (GtkWidget  *root,
                        GType       type,
                        const char *part)
{
  g_autoptr(GPtrArray) widgets = herald_test_find_widgets (root, type);

  for (guint i = 0; i < widgets->len; i++)
    {
      g_autofree char *label = herald_test_accessible_property (widgets->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (label != NULL && strstr (label, part) != NULL)
        return widgets->pdata[i];
    }
  return NULL;
}

/* GTK 4.8's GtkAccessibleInterface (gtkaccessibleprivate.h; 4.8 has no
 * gtk_accessible_get_at_context ()): its first method gives the accessible's context, whose
 * "state-change" signal is emitted for each change the backend sends on */
typedef struct
{
  GTypeInterface g_iface;
  GObject *(*get_at_context) (GtkAccessible *self);
} AccessibleInterface;

static void
clear_change (gpointer data)
{
  HeraldTestA11yChange *change = data;

  g_free (change->label);
  g_free (change->description);
  g_clear_object (&change->focus);
}

static void
a11y_change_cb (HeraldTestA11yWatch *watch)
{
  GtkWidget *widget = watch->widget;
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autofree char *checked = gtk_test_accessible_check_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_CHECKED,
                                                              GTK_ACCESSIBLE_TRISTATE_TRUE);
  HeraldTestA11yChange change;

  change.label = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
  change.description = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  change.checked = checked == NULL;
  change.focus = root != NULL && gtk_root_get_focus (root) != NULL ? g_object_ref (gtk_root_get_focus (root)) : NULL;
  change.focused = change.focus == widget;
  change.described_by = gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                                          GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  g_array_append_val (watch->changes, change);
}

/**
 * herald_test_watch_accessible:
 * @widget: the widget watched
 *
 * Records each change of @widget's accessible attributes from now on, as GTK's backend sends
 * it to screen readers (each change sends every attribute that changed): its name,
 * description, checked state, focus (and where the window's focus was) and described-by
 * relation at that change.
 *
 * Returns: (transfer full): the watch, for herald_test_a11y_watch_free ()
 */
HeraldTestA11yWatch *
herald_test_watch_accessible (GtkWidget *widget)
{
  AccessibleInterface *iface = g_type_interface_peek (G_OBJECT_GET_CLASS (widget), GTK_TYPE_ACCESSIBLE);
  HeraldTestA11yWatch *watch = g_new0 (HeraldTestA11yWatch, 1);

  g_assert_nonnull (iface);
  watch->widget = g_object_ref (widget);
  watch->changes = g_array_new (FALSE, TRUE, sizeof (HeraldTestA11yChange));
  g_array_set_clear_func (watch->changes, clear_change);
  watch->context = g_object_ref (iface->get_at_context (GTK_ACCESSIBLE (widget)));
  watch->handler = g_signal_connect_swapped (watch->context, "state-change", G_CALLBACK (a11y_change_cb), watch);

  return watch;
}

/**
 * herald_test_a11y_change_at:
 * @watch: a watch
 * @i: which change, from 0 (the first since the watch began or was emptied)
 *
 * Returns: (transfer none): the change
 */
HeraldTestA11yChange *
herald_test_a11y_change_at (HeraldTestA11yWatch *watch,
                            guint                i)
{
  g_assert_cmpuint (i, <, watch->changes->len);
  return &g_array_index (watch->changes, HeraldTestA11yChange, i);
}

/**
 * herald_test_a11y_first_change:
 * @watch: a watch
 * @label: %TRUE to look in the names, %FALSE in the descriptions
 * @part: the words looked for
 *
 * Returns: the first change (from 0) whose name or description contains @part, or -1
 */
int
herald_test_a11y_first_change (HeraldTestA11yWatch *watch,
                               gboolean             label,
                               const char          *part)
{
  for (guint i = 0; i < watch->changes->len; i++)
    {
      HeraldTestA11yChange *change = herald_test_a11y_change_at (watch, i);

      if (strstr (label ? change->label : change->description, part) != NULL)
        return (int) i;
    }
  return -1;
}

/**
 * herald_test_a11y_renamed_focus:
 * @watch: a watch
 * @part: words of the new name
 *
 * The test fails unless @watch's widget was given a name with @part in it; the widget that had
 * the window's focus then is given as a g_test_message ().
 *
 * Returns: (transfer none) (nullable): the widget that had the window's focus at the first
 *   change whose name holds @part
 */
GtkWidget *
herald_test_a11y_renamed_focus (HeraldTestA11yWatch *watch,
                                const char          *part)
{
  int renamed = herald_test_a11y_first_change (watch, TRUE, part);
  GtkWidget *focus;

  g_assert_cmpint (renamed, >=, 0);
  focus = herald_test_a11y_change_at (watch, renamed)->focus;
  g_test_message ("renamed “%s” with the focus on %s", part, focus == NULL ? "nothing"
                  : focus == watch->widget ? "the renamed widget" : G_OBJECT_TYPE_NAME (focus));
  return focus;
}

/**
 * herald_test_a11y_described:
 * @watch: a watch
 * @part: text looked for
 *
 * Whether a description sent at one of @watch's changes has @part in it; each one sent is
 * given as a g_test_message ().
 *
 * Returns: %TRUE when one has
 */
gboolean
herald_test_a11y_described (HeraldTestA11yWatch *watch,
                            const char          *part)
{
  gboolean found = FALSE;

  for (guint i = 0; i < watch->changes->len; i++)
    {
      HeraldTestA11yChange *change = herald_test_a11y_change_at (watch, i);

      g_test_message ("change %u: description “%s”%s", i, change->description,
                      change->focused ? " (focused)" : "");
      found |= strstr (change->description, part) != NULL;
    }
  return found;
}

/**
 * herald_test_a11y_watch_free:
 * @watch: (transfer full): a watch
 *
 * Ends @watch: no change is recorded after.
 */
void
herald_test_a11y_watch_free (HeraldTestA11yWatch *watch)
{
  g_signal_handler_disconnect (watch->context, watch->handler);
  g_object_unref (watch->context);
  g_object_unref (watch->widget);
  g_array_unref (watch->changes);
  g_free (watch);
}

/**
 * herald_test_a11y_watch_focus:
 * @window: a window, as a #GtkWindow::notify::focus-widget handler's
 * @pspec: (nullable): unused
 * @watches: (element-type HeraldTestA11yWatch): the watches of the widgets focused so far
 *
 * What is said goes to the focused widget of the active window, wherever the focus is then
 * (herald-a11y-announce.c): each widget @window focuses is watched, once.
 */
void
herald_test_a11y_watch_focus (GtkWindow  *window,
                              GParamSpec *pspec,
                              GPtrArray  *watches)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  for (guint i = 0; i < watches->len; i++)
    if (((HeraldTestA11yWatch *) watches->pdata[i])->widget == focus)
      return;
  if (focus != NULL)
    g_ptr_array_add (watches, herald_test_watch_accessible (focus));
}

/**
 * herald_test_a11y_times_said:
 * @watches: (element-type HeraldTestA11yWatch): as herald_test_a11y_watch_focus () fills them
 * @text: part of what is said
 *
 * Returns: how many times the focused widgets were told @text (in a description) since the
 *   watches were last emptied; empties them
 */
guint
herald_test_a11y_times_said (GPtrArray  *watches,
                             const char *text)
{
  guint n = 0;

  for (guint i = 0; i < watches->len; i++)
    {
      HeraldTestA11yWatch *watch = watches->pdata[i];

      for (guint c = 0; c < watch->changes->len; c++)
        {
          const char *said = herald_test_a11y_change_at (watch, c)->description;

          g_test_message ("%s: '%s'", G_OBJECT_TYPE_NAME (watch->widget), said);
          n += said != NULL && strstr (said, text) != NULL;
        }
      g_array_set_size (watch->changes, 0);
    }
  return n;
}

/**
 * herald_test_window_is_active:
 * @window: a #GtkWindow
 *
 * A #HeraldTestCondition: what is said goes to the focus of the active window
 * (herald-a11y-announce.c), so a test of what is said waits for its window or dialog to be.
 *
 * Returns: whether @window is the active window
 */
gboolean
herald_test_window_is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

/**
 * herald_test_open_looking:
 * @holding: a window whose game is saved, which has it open
 *
 * A second Herald on the same game: a new window, 1280 × 800, shown and active, that opens
 * @holding's game only to look at it (#HeraldSession:read-only: the lock is @holding's).
 * Fails the test if it cannot. Destroy it before @holding.
 *
 * Returns: (transfer none): the looking window
 */
HeraldWindow *
herald_test_open_looking (HeraldWindow *holding)
{
  HeraldWindow *other = herald_window_new (NULL);
  HeraldSession *looking = herald_window_get_session (other);
  g_autoptr(GError) error = NULL;

  gtk_window_set_default_size (GTK_WINDOW (other), 1280, 800);
  gtk_window_present (GTK_WINDOW (other));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, other, 5000));
  g_assert_true (herald_session_open (looking, herald_session_get_save_path (herald_window_get_session (holding)),
                                      TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_get_read_only (looking));
  herald_test_flush ();

  return other;
}

/**
 * herald_test_a11y_window_show:
 * @start: (nullable): the game's position, as herald_test_window_show() takes it
 *
 * The start of a test of what is said: Herald's announcements installed
 * (herald_a11y_install()), a window of the game at @start shown at 1280 × 800, and active,
 * since what is said goes to the active window's focus (the test fails when it is not within
 * 5 s). herald_test_a11y_listen() watches what a window's focused widgets are told.
 *
 * Returns: (transfer full): the window, for herald_test_a11y_window_close()
 */
HeraldTestA11yWindow *
herald_test_a11y_window_show (const char *start)
{
  HeraldTestA11yWindow *a11y = g_new0 (HeraldTestA11yWindow, 1);

  herald_a11y_install ();
  a11y->window = herald_test_window_show (start, 1280, 800);
  a11y->watches = g_ptr_array_new_with_free_func ((GDestroyNotify) herald_test_a11y_watch_free);
  a11y->listened = g_ptr_array_new_with_free_func (g_object_unref);
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, a11y->window, 5000));
  return a11y;
}

/**
 * herald_test_a11y_listen:
 * @a11y: a window from herald_test_a11y_window_show()
 * @window: a #GtkWindow: @a11y's own, or a dialog it opened
 *
 * Watches the widget @window focuses now, and each one it focuses later
 * (herald_test_a11y_watch_focus()), in @a11y's watches, until herald_test_a11y_window_close().
 */
void
herald_test_a11y_listen (HeraldTestA11yWindow *a11y,
                         gpointer              window)
{
  g_assert_true (GTK_IS_WINDOW (window));
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (herald_test_a11y_watch_focus),
                    a11y->watches);
  herald_test_a11y_watch_focus (window, NULL, a11y->watches);
  g_ptr_array_add (a11y->listened, g_object_ref (window));
}

/**
 * herald_test_a11y_window_close:
 * @a11y: (transfer full): a window from herald_test_a11y_window_show()
 *
 * Stops listening, ends the watches and destroys the window.
 */
void
herald_test_a11y_window_close (HeraldTestA11yWindow *a11y)
{
  for (guint i = 0; i < a11y->listened->len; i++)
    g_signal_handlers_disconnect_by_func (a11y->listened->pdata[i], herald_test_a11y_watch_focus,
                                          a11y->watches);
  g_ptr_array_unref (a11y->listened);
  g_ptr_array_unref (a11y->watches);
  gtk_window_destroy (GTK_WINDOW (a11y->window));
  herald_test_flush ();
  g_free (a11y);
}

/**
 * herald_test_dice_panel_shows:
 * @window: a window
 * @name: a die's accessible name, "Red die: 3", "Event die: Ship"
 *
 * Returns: whether a widget of @window's dice panel is named @name (the dice on show)
 */
gboolean
herald_test_dice_panel_shows (HeraldWindow *window,
                              const char   *name)
{
  g_autoptr(GPtrArray) dice = herald_test_find_widgets (GTK_WIDGET (window->dice_panel), GTK_TYPE_WIDGET);

  for (guint i = 0; i < dice->len; i++)
    {
      g_autofree char *label = herald_test_accessible_property (dice->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (g_strcmp0 (label, name) == 0)
        return TRUE;
    }
  return FALSE;
}
