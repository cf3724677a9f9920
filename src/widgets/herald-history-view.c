/* herald-history-view.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The history beside the table: every action of the game, newest first, each with what it
 * caused. It binds to the session's history list (herald_session_get_history ()), whose
 * items carry their sentence (herald-text.c).
 *
 * A GtkListView in a scroller of its own: rows are made, and their labels laid out, only for
 * the steps in sight, so that opening a game of thousands of steps does not lay out thousands
 * of sentences (issue 14, breaker report 12 R-8). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-history-item.h"
#include "herald-history-view.h"
#include "herald-style.h"

/* The session's history is oldest first, the view newest first: a list model that shows
 * another backwards, item for item, and says which items changed in its own order */
#define HERALD_TYPE_REVERSED_LIST (herald_reversed_list_get_type ())
G_DECLARE_FINAL_TYPE (HeraldReversedList, herald_reversed_list, HERALD, REVERSED_LIST, GObject)

struct _HeraldReversedList
{
  GObject     parent_instance;

  GListModel *model;  /* (owned) (nullable) */
  guint       n;      /* items of the model as last told: the model's first n are those */
  gboolean    paused; /* changes after the first n items are kept back (herald_reversed_list_set_paused ()) */
};

static GType
reversed_list_get_item_type (GListModel *list)
{
  return HERALD_TYPE_HISTORY_ITEM;
}

static guint
reversed_list_get_n_items (GListModel *list)
{
  return HERALD_REVERSED_LIST (list)->n;
}

static gpointer
reversed_list_get_item (GListModel *list,
                        guint       position)
{
  HeraldReversedList *self = HERALD_REVERSED_LIST (list);

  if (self->model == NULL || position >= self->n)
    return NULL;
  return g_list_model_get_item (self->model, self->n - 1 - position);
}

static void
reversed_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = reversed_list_get_item_type;
  iface->get_n_items = reversed_list_get_n_items;
  iface->get_item = reversed_list_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (HeraldReversedList, herald_reversed_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, reversed_list_model_init))

static void
reversed_list_changed_cb (GListModel         *model,
                          guint               position,
                          guint               removed,
                          guint               added,
                          HeraldReversedList *self)
{
  guint n_old = self->n;

  /* paused: a change after the items told (a new step) is told as the list is followed
   * again; the first n items of the model are still those told, in place */
  if (self->paused && position >= n_old)
    return;
  self->n = g_list_model_get_n_items (model);
  if (self->paused)
    {
      /* a change among the items told (an undo), with those kept back: the model's first
       * @position items are the list's last, as they were; everything above them is new */
      g_list_model_items_changed (G_LIST_MODEL (self), 0, n_old - position, self->n - position);
      return;
    }
  /* the items [position, position + removed) of the model were the reversed list's
   * [n_old - position - removed, n_old - position) */
  g_list_model_items_changed (G_LIST_MODEL (self), n_old - position - removed, removed, added);
}

/* While @paused, the steps added after those the list told are kept back, and told at once
 * as it is followed again: a hidden history's list view is not told of every step (GTK 4.8
 * moved every row it keeps, about 200, at each: docs/performance.md, nineteenth round). A
 * change among the steps told (an undo) is told as it comes. */
static void
herald_reversed_list_set_paused (HeraldReversedList *self,
                                 gboolean            paused)
{
  guint n_old = self->n;

  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused || self->model == NULL)
    return;
  /* the model's first n_old items are those told: the rest is new, at the top */
  self->n = g_list_model_get_n_items (self->model);
  if (self->n != n_old)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, self->n - n_old);
}

static void
herald_reversed_list_set_model (HeraldReversedList *self,
                                GListModel         *model)
{
  guint n_old = self->n;

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  self->n = model != NULL ? g_list_model_get_n_items (model) : 0;
  if (model != NULL)
    g_signal_connect (model, "items-changed", G_CALLBACK (reversed_list_changed_cb), self);
  if (n_old > 0 || self->n > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, n_old, self->n);
}

static void
herald_reversed_list_dispose (GObject *object)
{
  HeraldReversedList *self = HERALD_REVERSED_LIST (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (herald_reversed_list_parent_class)->dispose (object);
}

static void
herald_reversed_list_class_init (HeraldReversedListClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = herald_reversed_list_dispose;
}

static void
herald_reversed_list_init (HeraldReversedList *self)
{
}

struct _HeraldHistoryView
{
  GtkWidget           parent_instance;

  GtkWidget          *scroller;
  GtkListView        *list;
  GtkWidget          *empty; /* the label shown instead of the list while no step was taken */
  HeraldReversedList *rows; /* the session's history, newest first */
};

G_DEFINE_FINAL_TYPE (HeraldHistoryView, herald_history_view, GTK_TYPE_WIDGET)

/**
 * herald_history_view_set_history:
 * @history: (nullable): the session's history (herald_session_get_history()), oldest first
 *
 * Binds the view to @history: it shows the steps newest first and follows the model by
 * itself ("items-changed"). Only the rows in sight are made: a step's sentence is laid out
 * when its row scrolls into view.
 */
void
herald_history_view_set_history (HeraldHistoryView *self,
                                 GListModel        *history)
{
  g_return_if_fail (HERALD_IS_HISTORY_VIEW (self));
  g_return_if_fail (history == NULL || G_IS_LIST_MODEL (history));

  herald_reversed_list_set_model (self->rows, history);
}

/**
 * herald_history_view_get_empty_text:
 *
 * Returns: (nullable): what the view says instead of the list while the game has no step
 *   (a new game, or one begun from a position), for a screen reader as it is shown; %NULL
 *   once there is a step
 */
const char *
herald_history_view_get_empty_text (HeraldHistoryView *self)
{
  g_return_val_if_fail (HERALD_IS_HISTORY_VIEW (self), NULL);

  return g_list_model_get_n_items (G_LIST_MODEL (self->rows)) == 0
         ? gtk_label_get_text (GTK_LABEL (self->empty)) : NULL;
}

/* Without a step the list is not shown: an empty scroller was a nameless Tab stop, "scroll
 * pane" to a screen reader, in a blank panel (session 18); the sentence is shown instead */
static void
rows_changed_cb (HeraldHistoryView *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->rows)) == 0;

  gtk_widget_set_visible (self->empty, empty);
  gtk_widget_set_visible (self->scroller, !empty);
  /* the view itself takes the focus then, said as "History" and the sentence, so that
   * opening History still moves the focus into it and Escape closes it from there */
  gtk_widget_set_focusable (GTK_WIDGET (self), empty);
  if (empty)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    gtk_label_get_text (GTK_LABEL (self->empty)), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* A row: a label that wraps, in a list item that is read, not chosen or activated (a
 * 64-character name without a space wraps too: breaker report 12, R-3). Its text is what
 * row_text_cb () makes of the item; a binding calls it only when the row's item changes. */
static const char row_template[] =
  "<interface>"
  "  <template class='GtkListItem'>"
  "    <property name='activatable'>false</property>"
  "    <property name='child'>"
  "      <object class='GtkLabel'>"
  "        <property name='xalign'>0</property>"
  "        <property name='wrap'>true</property>"
  "        <property name='wrap-mode'>word-char</property>"
  "        <property name='margin-top'>4</property>"
  "        <property name='margin-bottom'>4</property>"
  "        <binding name='label'>"
  "          <closure type='gchararray' function='herald_history_row_text'>"
  "            <lookup name='item'>GtkListItem</lookup>"
  "          </closure>"
  "        </binding>"
  "      </object>"
  "    </property>"
  "  </template>"
  "</interface>";

/* what a row's label shows (a quark: g_object_get_data () looks its key up in GLib's table
 * of strings each time) */
static GQuark
shown_item_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("herald-history-item");
  return quark;
}

/* A row shows its step's sentence, which a screen reader moving through the history reads as
 * the row's label (issue 11).
 *
 * Called by the label's binding as the row's item changes, and only then: GTK 4.8's signal
 * list item factory emitted "unbind" and "bind" for every row whose position changed, and
 * every new step moves every row GTK keeps (about 200) down by one, 400 signal emissions a
 * step for rows whose step, and so texts, had not changed (docs/performance.md, seventeenth
 * round; tests/ui/test-step-refresh.c history-rows-not-bound). GTK tells a list item's
 * selected state only as its selection changes, which a list that selects nothing never
 * does, so a row is told it here. */
static char *
row_text_cb (GtkListItem       *list_item,
             HeraldHistoryItem *item,
             gpointer           user_data)
{
  GtkWidget *label = gtk_list_item_get_child (list_item);
  GtkWidget *row = label != NULL ? gtk_widget_get_parent (label) : NULL;
  const char *text;

  /* a row let go of its step keeps what it showed until it shows another */
  if (item == NULL || label == NULL)
    return g_strdup (label != NULL ? gtk_label_get_label (GTK_LABEL (label)) : "");
  /* A row of a list that selects nothing is told selected, as herald-a11y-lists.c does for
   * list boxes: Orca 43 says "not selected" of a list item whose list has the AT-SPI
   * Selection interface, which GTK 4.8 gives every list view (verify report 14, V14-6) */
  if (row != NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_SELECTED, TRUE, -1);
  text = herald_history_item_get_text (item);
  if (row != NULL)
    {
      g_autofree char *spoken = herald_a11y_spoken_text (text);

      /* the row is what takes the focus: it is named by its step, or Orca says nothing as
       * History opens (newcomer report 16, N16-2: "list item ''"); in the words a screen
       * reader is given (herald_a11y_spoken_text ()), not "middle dot" before each outcome */
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
    }
  /* which step the row shows: herald_history_view_focus () looks for the newest */
  g_object_set_qdata_full (G_OBJECT (label), shown_item_quark (), g_object_ref (item), g_object_unref);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  return g_strdup (text);
}

static void
herald_history_view_dispose (GObject *object)
{
  HeraldHistoryView *self = HERALD_HISTORY_VIEW (object);

  if (self->rows != NULL)
    herald_reversed_list_set_model (self->rows, NULL);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_pointer (&self->empty, gtk_widget_unparent);
  self->list = NULL;
  g_clear_object (&self->rows);

  G_OBJECT_CLASS (herald_history_view_parent_class)->dispose (object);
}

/* The focus comes in on the newest step, at the top: GTK 4.8's list view gives it back to
 * the step it had last, which newer steps have since pushed down the list, and after a few
 * turns that was the oldest, scrolled to the bottom (verify report 12, V12-4). Within the
 * list the arrow keys move it as the list view does; Tab and Shift+Tab leave the list, which
 * is one Tab stop like a player's card (newcomer report 16, N16-2: a Tab stop per step). */
static gboolean
herald_history_view_focus (GtkWidget        *widget,
                           GtkDirectionType  direction)
{
  HeraldHistoryView *self = HERALD_HISTORY_VIEW (widget);

  if ((gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_WITHIN) &&
      (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD))
    return FALSE;

  /* no step: the view is the one stop */
  if (gtk_widget_get_focusable (widget))
    {
      if (gtk_widget_is_focus (widget))
        return FALSE;
      return gtk_widget_grab_focus (widget);
    }

  /* coming in from outside (its focus child stays set after the focus left) */
  if (!(gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_WITHIN) &&
      g_list_model_get_n_items (G_LIST_MODEL (self->rows)) > 0)
    {
      g_autoptr(HeraldHistoryItem) newest = g_list_model_get_item (G_LIST_MODEL (self->rows), 0);

      /* in view, its row is made: the row whose label shows it takes the focus */
      gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", 0);
      for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        {
          GtkWidget *label = gtk_widget_get_first_child (row);

          if (label != NULL && g_object_get_data (G_OBJECT (label), "herald-history-item") == newest &&
              gtk_widget_grab_focus (row))
            return TRUE;
        }
    }

  return GTK_WIDGET_CLASS (herald_history_view_parent_class)->focus (widget, direction);
}

/* Hidden (the History pane closed, as it mostly is), the list is not told of each step: it
 * is told of those it missed, at once, as it is shown again, before its rows are mapped */
static void
herald_history_view_map (GtkWidget *widget)
{
  herald_reversed_list_set_paused (HERALD_HISTORY_VIEW (widget)->rows, FALSE);
  GTK_WIDGET_CLASS (herald_history_view_parent_class)->map (widget);
}

static void
herald_history_view_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (herald_history_view_parent_class)->unmap (widget);
  herald_reversed_list_set_paused (HERALD_HISTORY_VIEW (widget)->rows, TRUE);
}

static void
herald_history_view_class_init (HeraldHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_history_view_dispose;
  widget_class->focus = herald_history_view_focus;
  widget_class->map = herald_history_view_map;
  widget_class->unmap = herald_history_view_unmap;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "historyview");
}

static void
herald_history_view_init (HeraldHistoryView *self)
{
  GtkBuilderScope *scope = gtk_builder_cscope_new ();
  g_autoptr(GBytes) template = g_bytes_new_static (row_template, sizeof row_template - 1);
  GtkListItemFactory *factory;
  GtkSelectionModel *selection;

  /* its rules are the table's (style-table.css) */
  herald_style_ensure_table ();
  self->rows = g_object_new (HERALD_TYPE_REVERSED_LIST, NULL);
  /* followed once shown (herald_history_view_map ()) */
  self->rows->paused = TRUE;
  selection = GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->rows))));
  gtk_builder_cscope_add_callback_symbol (GTK_BUILDER_CSCOPE (scope), "herald_history_row_text",
                                          G_CALLBACK (row_text_cb));
  factory = gtk_builder_list_item_factory_new_from_bytes (scope, template);
  g_object_unref (scope);
  self->list = GTK_LIST_VIEW (gtk_list_view_new (selection, factory));
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("History"), -1);
  /* a name for screen readers: GTK 4.8 names a widget without one by its class ("filler HeraldHistoryView") */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("History"), -1);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

  self->empty = gtk_label_new (_("No step yet. Each roll and each step of the game will be listed here, the newest first."));
  gtk_label_set_wrap (GTK_LABEL (self->empty), TRUE);
  /* as wide as the list's rows would make the panel, not the sentence on one line */
  gtk_label_set_max_width_chars (GTK_LABEL (self->empty), 30);
  gtk_label_set_justify (GTK_LABEL (self->empty), GTK_JUSTIFY_CENTER);
  gtk_widget_set_valign (self->empty, GTK_ALIGN_START);
  gtk_widget_set_margin_top (self->empty, 24);
  gtk_widget_set_margin_start (self->empty, 12);
  gtk_widget_set_margin_end (self->empty, 12);
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_widget_set_parent (self->empty, GTK_WIDGET (self));
  g_signal_connect_object (self->rows, "items-changed", G_CALLBACK (rows_changed_cb), self, G_CONNECT_SWAPPED);
  rows_changed_cb (self);
}
